import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: typeof SvgIcon;
  /** The icon's colour: `primary` for something still to come, `disabled` for something not there. */
  tone?: 'primary' | 'disabled';
  title: string;
  /** What will be here, or what to do now. */
  lead: string;
  testId?: string;
}

/** A page's whole content when there is nothing to show yet (no course, a record not found): what and why, not an error. */
export function EmptyState({ icon: Icon, tone = 'primary', title, lead, testId }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }} data-testid={testId}>
      <Icon color={tone} sx={{ fontSize: 52 }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {lead}
      </Typography>
    </Paper>
  );
}
