import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';

interface AssignmentPanelProps {
  step: RoomDetail['step'];
  /** Beside the thread on a wide screen: it stays in view while the thread scrolls. */
  beside?: boolean;
}

/**
 * The step's assignment text (Markdown) that the room is about. Beside the thread on a wide screen;
 * on a narrow one it folds above the thread, closed, so the conversation comes first.
 */
export function AssignmentPanel({ step, beside = false }: AssignmentPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const body = step.body.trim() ? <SafeMarkdown text={step.body} /> : <Typography color="text.secondary">{t('rooms.assignment.empty')}</Typography>;
  if (!wide || !beside) {
    return (
      <Accordion variant="outlined" disableGutters sx={{ borderRadius: 2, '&::before': { display: 'none' } }} data-testid="room-assignment">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('rooms.assignment.title')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ pt: 0 }}>{body}</AccordionDetails>
      </Accordion>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      // It scrolls on its own: focusable, so a keyboard can scroll it too.
      tabIndex={0}
      sx={{ p: 2, borderRadius: 2, position: 'sticky', top: 80, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto' }}
      data-testid="room-assignment"
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('rooms.assignment.title')}
      </Typography>
      {body}
    </Paper>
  );
}
