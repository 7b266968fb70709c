import { NewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@manabiya/domain/contracts/auth';
import type { TFunction } from 'i18next';

/**
 * Applies the server's own password rule and words the outcome in the current language; the
 * contract's messages are Japanese only.
 */
export function validateNewPassword(password: string, t: TFunction): string | undefined {
  const result = NewPassword.safeParse(password);
  if (result.success) return undefined;
  const tooLong = result.error.issues.some((issue) => issue.code === 'too_big');
  return tooLong
    ? t('auth.reset.passwordTooLong', { max: PASSWORD_MAX_LENGTH })
    : t('auth.reset.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
}
