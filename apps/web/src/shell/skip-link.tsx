import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the portal's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every portal page (WCAG 2.4.1): hidden until focused, it moves
 * the focus past the side menu and the header to the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus without a #fragment in the address: the router owns the URL.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        textDecoration: 'none',
        boxShadow: theme.shadows[6],
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: 2,
        // Off screen until it has the focus.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('shell.skipToMain')}
    </Box>
  );
}
