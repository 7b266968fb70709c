import type { Area } from '@manabiya/domain/enums/account-type';
import { createTheme, type Theme } from '@mui/material/styles';
import { focusRingOptions } from './focus-ring.ts';

interface PortalPalette {
  primary: string;
  secondary: string;
}

/**
 * One colour per portal so staff with several accounts see at a glance where they are. Each
 * primary keeps white button text above the WCAG AA ratio of 4.5:1.
 */
export const PORTAL_PALETTES: Record<Area, PortalPalette> = {
  admin: { primary: '#303f9f', secondary: '#6a1b9a' }, // deep indigo, 8.6:1
  company: { primary: '#00796b', secondary: '#37474f' }, // teal, 5.3:1
  student: { primary: '#1565c0', secondary: '#e65100' }, // blue with orange accents, 5.8:1
};

const FONT_FAMILY = '"Hiragino Sans", "Noto Sans JP", "Yu Gothic", Meiryo, sans-serif';

export function createPortalTheme(area: Area): Theme {
  const palette = PORTAL_PALETTES[area];
  return createTheme({
    palette: {
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      background: { default: '#f4f6fa', paper: '#ffffff' },
      text: { primary: '#1f2533', secondary: '#545d6e' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  }, focusRingOptions(palette.primary));
}
