import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry, MenuItem } from './portal-menu.ts';
import { SidebarBrand } from './sidebar-brand.tsx';
import { SidebarMenuList } from './sidebar-menu-list.tsx';
import { GROUP_CHILD_TIMINGS, SIDEBAR_WIDTH, TOP_LEVEL_ITEM_TIMINGS } from './sidebar-timings.ts';
import { useSidebarGroups } from './use-sidebar-groups.ts';
import { useTimers } from './use-timers.ts';

interface MobileSidebarProps {
  entries: readonly MenuEntry[];
  pathname: string;
  onSelect: (item: MenuItem, inGroup: boolean) => void;
}

/** Small screens: no permanent menu, a button at the bottom-left opens it as a drawer (spec §2). */
export function MobileSidebar({ entries, pathname, onSelect }: MobileSidebarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const schedule = useTimers();
  const { openGroups, expandCurrentGroup, toggleGroup } = useSidebarGroups(entries, pathname);

  const select = (item: MenuItem, inGroup: boolean) => {
    onSelect(item, inGroup);
    schedule(() => setOpen(false), (inGroup ? GROUP_CHILD_TIMINGS : TOP_LEVEL_ITEM_TIMINGS).closeMs);
  };

  return (
    <>
      <Fab
        color="primary"
        size="medium"
        data-testid="sidebar-toggle"
        aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-sidebar"
        onClick={() => {
          if (!open) expandCurrentGroup();
          setOpen(!open);
        }}
        sx={(theme) => ({ position: 'fixed', left: 16, bottom: 16, zIndex: theme.zIndex.drawer + 1 })}
      >
        <MenuIcon />
      </Fab>
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH }, 'aria-label': t('shell.mainNavigation') } }}>
        <Box
          component="nav"
          id="mobile-sidebar"
          aria-label={t('shell.mainNavigation')}
          data-testid="sidebar"
          data-state="open"
          sx={{ '& .Mui-selected, & .Mui-selected:hover': { color: 'primary.main', fontWeight: 700 } }}
        >
          <SidebarBrand expanded />
          <SidebarMenuList
            entries={entries}
            pathname={pathname}
            expanded
            openGroups={openGroups}
            onToggleGroup={toggleGroup}
            onSelect={select}
          />
        </Box>
      </Drawer>
    </>
  );
}
