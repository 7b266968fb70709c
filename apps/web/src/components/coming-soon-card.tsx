import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A quiet placeholder where the dashboard's widgets will go. */
export function ComingSoonCard({ text }: { text: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 3, p: 3, display: 'flex', alignItems: 'center', gap: 2, borderStyle: 'dashed', bgcolor: 'transparent' }}
    >
      <AutoAwesomeIcon color="primary" aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
