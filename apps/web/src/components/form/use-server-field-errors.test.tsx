import { StaffBody, type StaffBodyInput } from '@manabiya/domain/contracts/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ErrorMessage } from '../error-message.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useServerFieldErrors, type ServerFieldErrors } from './use-server-field-errors.ts';

/** A staff form whose button feeds `failure` to the hook, as a failed mutation would. */
function StaffForm({ failure }: { failure: unknown }) {
  const form = useForm<StaffBodyInput, unknown, StaffBody>({
    resolver: zodResolver(StaffBody),
    defaultValues: { name: '', name_kana: '', email: '', main_role: 0, permission_role_id: null },
  });
  const serverErrors: ServerFieldErrors = useServerFieldErrors(form);
  return (
    <form>
      <FormTextField control={form.control} name="name" label="氏名" />
      <FormTextField control={form.control} name="email" label="メールアドレス" />
      <button type="button" onClick={() => serverErrors.apply(failure)}>
        fail
      </button>
      {serverErrors.error !== null && <ErrorMessage error={serverErrors.error} />}
    </form>
  );
}

afterEach(cleanup);

describe('useServerFieldErrors', () => {
  it('shows a 400’s details under the matching fields and keeps the rest in the alert', () => {
    const failure = new ApiError(400, '入力内容に誤りがあります。', {
      details: { email: 'メールアドレスの形式が正しくありません。', permission_role_id: '権限ロールが見つかりません。', unknown_field: '別の問題です。' },
    });
    renderWithProviders(<StaffForm failure={failure} />);
    fireEvent.click(screen.getByText('fail'));
    const email = screen.getByLabelText('メールアドレス');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('メールアドレスの形式が正しくありません。')).toBeTruthy();
    expect(screen.getByLabelText('氏名').getAttribute('aria-invalid')).toBe('false');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('入力内容に誤りがあります。');
    expect(alert.textContent).toContain('別の問題です。');
    // permission_role_id is a form field (null): its message went to the field, not the alert.
    expect(alert.textContent).not.toContain('権限ロールが見つかりません。');
    expect(alert.textContent).not.toContain('メールアドレスの形式');
  });

  it('passes other failures (a 409) through unchanged', () => {
    renderWithProviders(<StaffForm failure={new ApiError(409, 'admin@example.com はすでに登録されています。')} />);
    fireEvent.click(screen.getByText('fail'));
    expect(screen.getByRole('alert').textContent).toContain('すでに登録されています');
  });
});
