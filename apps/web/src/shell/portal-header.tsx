import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import type { Language } from '../lib/i18n.ts';
import { PAGE_TITLE_ID } from '../lib/use-focus-after.ts';
import { BellSlot } from './bell-slot.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { ProfileMenu } from './profile-menu.tsx';

export interface PortalHeaderSlots {
  /** The announcement bell; admins have none (spec §4). */
  bell?: ReactNode;
  onLogout: () => void;
  /** Keeps a language the user switches to with the account (the portal saves it). */
  onLanguageChange?: (language: Language) => void;
  /** A line under the header that the portal adds (the admin portal's disk space banner). */
  banner?: ReactNode;
}

interface PortalHeaderProps extends PortalHeaderSlots {
  area: Area;
  user: SignedInUser;
  title: string;
  /** The page title, which takes the focus after a navigation inside the portal. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The header of spec §2: page title, the bell (not for admins) and the profile menu, with the
 * connection banner under it while the server cannot be reached.
 */
export function PortalHeader({ area, user, title, titleRef, bell, onLogout, onLanguageChange, banner }: PortalHeaderProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={(theme) => ({
        borderBottom: `1px solid ${theme.palette.divider}`,
        borderTop: `3px solid ${theme.palette.primary.main}`,
        bgcolor: 'background.paper',
      })}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 64 } }}>
        <Typography
          component="h1"
          variant="h6"
          id={PAGE_TITLE_ID}
          data-testid="page-title"
          ref={titleRef}
          // Focusable by script only: after a navigation it is where the reader starts.
          tabIndex={-1}
          noWrap
          sx={(theme) => ({
            flex: 1,
            fontWeight: 700,
            fontSize: { xs: 17, sm: 20 },
            outline: 'none',
            borderRadius: 1,
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          })}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {bell && <BellSlot>{bell}</BellSlot>}
          <ProfileMenu area={area} user={user} onLogout={onLogout} onLanguageChange={onLanguageChange} />
        </Box>
      </Toolbar>
      <ConnectionBanner />
      {banner}
    </AppBar>
  );
}
