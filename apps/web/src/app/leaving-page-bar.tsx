import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * A thin bar sweeping along the top of the window while the next page loads, shown only when that takes
 * longer than a blink (a quick navigation draws nothing). Plain CSS: the login page carries it too.
 */
export function LeavingPageBar() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        opacity: 0,
        animation: `${appear} 150ms ease-out 200ms forwards`,
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1s ease-in-out infinite`,
        },
      }}
    />
  );
}
