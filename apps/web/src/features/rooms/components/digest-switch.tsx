import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { roomDigestQuery, useSetDigest } from '../api/room-admin-api.ts';

/** The staff member's opt-in to a morning mail listing the rooms that are overdue. */
export function DigestSwitch() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const errorText = useErrorText();
  // The mail is for those who answer rooms (level all), as the server's setting is.
  const { canAll } = useSectionAccess('room');
  const digest = useQuery({ ...roomDigestQuery(), enabled: canAll });
  const set = useSetDigest();
  if (!canAll || !digest.data) return null;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={digest.data.enabled}
          disabled={set.isPending}
          onChange={(event) =>
            set.mutate(event.target.checked, {
              onSuccess: (saved) => showSnackbar(saved.enabled ? t('rooms.digest.on') : t('rooms.digest.off')),
              onError: (error) => showSnackbar(errorText(error), 'error'),
            })
          }
          data-testid="room-digest-switch"
        />
      }
      label={t('rooms.digest.label')}
    />
  );
}
