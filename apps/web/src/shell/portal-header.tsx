import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BellSlot } from './bell-slot.tsx';
import { ProfileMenu } from './profile-menu.tsx';

export interface PortalHeaderSlots {
  /** The announcement bell; admins have none (spec §4). */
  bell?: ReactNode;
  onLogout: () => void;
}

interface PortalHeaderProps extends PortalHeaderSlots {
  area: Area;
  user: SignedInUser;
  title: string;
}

/** The header of spec §2: page title, the bell (not for admins) and the profile menu. */
export function PortalHeader({ area, user, title, bell, onLogout }: PortalHeaderProps) {
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
          data-testid="page-title"
          noWrap
          sx={{ flex: 1, fontWeight: 700, fontSize: { xs: 17, sm: 20 } }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {bell && <BellSlot>{bell}</BellSlot>}
          <ProfileMenu area={area} user={user} onLogout={onLogout} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
