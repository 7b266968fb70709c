import LockIcon from '@mui/icons-material/Lock';
import Typography from '@mui/material/Typography';

/** A quiet line with a lock: why something opens only later (an earlier curriculum first, steps in order). */
export function LockedNote({ text, mt = 1 }: { text: string; mt?: number }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt, display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <LockIcon fontSize="inherit" aria-hidden />
      {text}
    </Typography>
  );
}
