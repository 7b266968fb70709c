import ForumIcon from '@mui/icons-material/Forum';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useOpenStepRoom } from '../api/room-student-api.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { studentRoomPath } from '../paths.ts';

/**
 * The way from an assignment step to its room: asks for the step's room (the existing one, or a new
 * one on the first visit) and goes there. Submissions and questions happen in the room.
 */
export function StepRoomLink({ stepId }: { stepId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const once = useSingleFlight();
  const open = useOpenStepRoom();
  const go = () =>
    once(async () => {
      try {
        const room = await open.mutateAsync(stepId);
        await navigate(studentRoomPath(room.id));
      } catch {
        // Shown below the button.
      }
    });
  return (
    <Box sx={{ mt: 1.5 }} data-testid="assignment-room">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('rooms.stepLink.lead')}
      </Typography>
      <Button variant="contained" startIcon={<ForumIcon />} onClick={() => void go()} disabled={open.isPending} data-testid="open-step-room">
        {open.isPending ? t('rooms.stepLink.opening') : t('rooms.stepLink.open')}
      </Button>
      {open.isError && <ErrorMessage error={open.error} sx={{ mt: 1.5 }} />}
    </Box>
  );
}
