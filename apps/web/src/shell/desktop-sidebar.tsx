import Box from '@mui/material/Box';
import { useCallback, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry, MenuItem } from './portal-menu.ts';
import { SidebarBrand } from './sidebar-brand.tsx';
import { SidebarMenuList } from './sidebar-menu-list.tsx';
import {
  COLLAPSE_GROUPS_AFTER_CLOSE_MS,
  GROUP_CHILD_TIMINGS,
  SIDEBAR_RAIL_WIDTH,
  SIDEBAR_WIDTH,
  TOP_LEVEL_ITEM_TIMINGS,
} from './sidebar-timings.ts';
import { useSidebarGroups } from './use-sidebar-groups.ts';
import { useTimers } from './use-timers.ts';

interface DesktopSidebarProps {
  entries: readonly MenuEntry[];
  pathname: string;
  onSelect: (item: MenuItem, inGroup: boolean) => void;
}

/**
 * The collapsible side menu of wide screens: an icon rail that widens over the page on hover or
 * keyboard focus, and closes again shortly after a menu click (spec §2, §9).
 */
export function DesktopSidebar({ entries, pathname, onSelect }: DesktopSidebarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const schedule = useTimers();
  const { openGroups, expandCurrentGroup, toggleGroup, collapseGroups } = useSidebarGroups(entries, pathname);

  const openSidebar = useCallback(() => {
    setOpen(true);
    expandCurrentGroup();
  }, [expandCurrentGroup]);

  const closeSidebar = useCallback(() => {
    setOpen(false);
    schedule(collapseGroups, COLLAPSE_GROUPS_AFTER_CLOSE_MS);
  }, [collapseGroups, schedule]);

  const select = (item: MenuItem, inGroup: boolean) => {
    onSelect(item, inGroup);
    schedule(closeSidebar, (inGroup ? GROUP_CHILD_TIMINGS : TOP_LEVEL_ITEM_TIMINGS).closeMs);
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) closeSidebar();
  };

  return (
    <Box
      component="nav"
      aria-label={t('shell.mainNavigation')}
      data-testid="sidebar"
      data-state={open ? 'open' : 'collapsed'}
      onMouseEnter={openSidebar}
      onMouseLeave={closeSidebar}
      onFocus={() => {
        if (!open) openSidebar();
      }}
      onBlur={closeWhenFocusLeaves}
      sx={(theme) => ({
        position: 'fixed',
        inset: '0 auto 0 0',
        width: open ? SIDEBAR_WIDTH : SIDEBAR_RAIL_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: `1px solid ${theme.palette.divider}`,
        boxShadow: open ? theme.shadows[8] : 'none',
        zIndex: theme.zIndex.appBar + 1,
        transition: theme.transitions.create(['width', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
        '& .Mui-selected, & .Mui-selected:hover': { color: 'primary.main', fontWeight: 700 },
      })}
    >
      <SidebarBrand expanded={open} />
      <SidebarMenuList
        entries={entries}
        pathname={pathname}
        expanded={open}
        openGroups={openGroups}
        onToggleGroup={(group) => {
          // A click on a group in the rail first reveals the menu, as hovering would.
          if (!open) openSidebar();
          toggleGroup(group);
        }}
        onSelect={select}
      />
    </Box>
  );
}
