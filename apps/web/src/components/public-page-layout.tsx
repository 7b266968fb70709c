import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { readProductName } from '../lib/product-name.ts';
import { LanguageSwitch } from './language-switch.tsx';

interface PublicPageLayoutProps {
  title: string;
  /** A line under the title; omitted when the page's body explains itself. */
  lead?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** The frame of the pages shown without login: brand, language switch, one centred card. */
export function PublicPageLayout({ title, lead, icon, children }: PublicPageLayoutProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 38%, ${theme.palette.background.default} 38.1%)`,
      })}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.contrastText' }}>
          <SchoolIcon aria-hidden />
          <Typography component="p" sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.5 }}>
            {readProductName()}
          </Typography>
        </Box>
        <LanguageSwitch />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2, pt: { xs: 2, sm: 6 }, pb: 6 }}
      >
        {/* The card, drawn as an elevation-3 Paper: one MUI component fewer in the login page's JavaScript. */}
        <Box sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3, bgcolor: 'background.paper', color: 'text.primary', boxShadow: 3 }}>
          {icon && <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: lead ? 1 : 3 }}>
            {title}
          </Typography>
          {lead && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {lead}
            </Typography>
          )}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
