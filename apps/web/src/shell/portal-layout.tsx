import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import { MobileSidebar } from './mobile-sidebar.tsx';
import { PortalHeader, type PortalHeaderSlots } from './portal-header.tsx';
import type { MenuEntry, MenuItem } from './portal-menu.ts';
import { SIDEBAR_RAIL_WIDTH } from './sidebar-timings.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

interface PortalLayoutProps extends PortalHeaderSlots {
  area: Area;
  user: SignedInUser;
  title: string;
  titleRef?: Ref<HTMLHeadingElement>;
  entries: readonly MenuEntry[];
  pathname: string;
  /** Test pages and students before initial input: no side menu at all (spec §2). */
  fullWidth: boolean;
  onSelect: (item: MenuItem, inGroup: boolean) => void;
  children: ReactNode;
}

export function PortalLayout(props: PortalLayoutProps) {
  const { area, user, title, titleRef, entries, pathname, fullWidth, onSelect, bell, onLogout, onLanguageChange, banner, children } = props;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const showRail = !fullWidth && wide;
  const showDrawer = !fullWidth && !wide;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      {/* The phone's menu button comes right after the skip link in the tab order; it stays drawn at the bottom left. */}
      {showDrawer && <MobileSidebar entries={entries} pathname={pathname} onSelect={onSelect} />}
      {showRail && <DesktopSidebar entries={entries} pathname={pathname} onSelect={onSelect} />}
      <Box sx={{ ml: showRail ? `${SIDEBAR_RAIL_WIDTH}px` : 0, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <PortalHeader area={area} user={user} title={title} titleRef={titleRef} bell={bell} onLogout={onLogout} onLanguageChange={onLanguageChange} banner={banner} />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          // The skip link's target: focusable by script, without an outline around the whole page.
          tabIndex={-1}
          sx={{
            outline: 'none',
            flex: 1,
            width: '100%',
            maxWidth: fullWidth ? 960 : 1440,
            mx: fullWidth ? 'auto' : 0,
            px: { xs: 2, sm: 3, md: 4 },
            py: { xs: 2, sm: 3 },
            // Keeps the last lines clear of the bottom-left menu button on phones.
            // Responsive like py, which it follows, so it wins at every width.
            pb: showDrawer ? { xs: 10, sm: 10 } : { xs: 2, sm: 3 },
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
