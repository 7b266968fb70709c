import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface DetailSectionProps {
  title: ReactNode;
  /** A button or two at the heading's right. */
  action?: ReactNode;
  /** A line under the heading saying what the section is for. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A titled card of a detail or editor page (fields, related lists, history), named by its heading, with an optional action at its right. */
export function DetailSection({ title, action, lead, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: lead === undefined ? 1.5 : 0.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {lead !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
