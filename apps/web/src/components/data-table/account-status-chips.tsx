import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** An account's state in a list: active or inactive, and "invited" until the invitee sets a password. */
export function AccountStatusChips({ active, passwordSet }: { active: boolean; passwordSet: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', height: '100%' }}>
      <Chip size="small" variant="outlined" label={active ? t('admin.active') : t('admin.inactive')} color={active ? 'success' : 'default'} />
      {!passwordSet && <InvitationPendingChip />}
    </Stack>
  );
}

/** "Invited": the account has not set its password yet. */
export function InvitationPendingChip({ ml }: { ml?: number }) {
  const { t } = useTranslation();
  // The theme's warning orange is too light for small text (WCAG AA): a darker brown on the same border.
  return <Chip size="small" variant="outlined" label={t('admin.invitationPending')} sx={{ ml, color: '#8a4500', borderColor: 'warning.main' }} />;
}
