import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';

interface ContainedButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  size?: 'medium' | 'large';
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * A full-width primary button drawn as MUI's `<Button variant="contained">` draws it under this
 * app's theme (no elevation; the theme's keyboard focus ring, no pulsing ripple), for the pages every visitor
 * loads first (the sign-in forms, the route error page). MUI's Button also carries its loading
 * spinner, which those pages never show: this keeps about 2 kB of gzip out of the login page.
 */
export function ContainedButton({ children, type = 'button', size = 'medium', disabled = false, onClick }: ContainedButtonProps) {
  return (
    <ButtonBase
      type={type}
      disabled={disabled}
      onClick={onClick}
      sx={(theme) => ({
        ...theme.typography.button,
        ...(size === 'large' && { fontSize: theme.typography.pxToRem(15) }),
        width: '100%',
        minWidth: 64,
        padding: size === 'large' ? '8px 22px' : '6px 16px',
        borderRadius: `${theme.shape.borderRadius}px`,
        color: theme.palette.primary.contrastText,
        backgroundColor: theme.palette.primary.main,
        transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
        '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.dark } },
        '&.Mui-disabled': { color: theme.palette.action.disabled, backgroundColor: theme.palette.action.disabledBackground },
      })}
    >
      {children}
    </ButtonBase>
  );
}
