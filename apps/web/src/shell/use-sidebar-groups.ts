import { useCallback, useState } from 'react';
import { findGroupOfPath } from './menu-matching.ts';
import type { MenuEntry, MenuGroupId } from './portal-menu.ts';

/** Which groups are expanded; opening the sidebar expands the group of the current page. */
export function useSidebarGroups(entries: readonly MenuEntry[], pathname: string) {
  const [openGroups, setOpenGroups] = useState<ReadonlySet<MenuGroupId>>(new Set());

  const expandCurrentGroup = useCallback(() => {
    const group = findGroupOfPath(entries, pathname);
    if (group) setOpenGroups((current) => (current.has(group) ? current : new Set([...current, group])));
  }, [entries, pathname]);

  const toggleGroup = useCallback((group: MenuGroupId) => {
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });
  }, []);

  const collapseGroups = useCallback(() => setOpenGroups(new Set()), []);

  return { openGroups, expandCurrentGroup, toggleGroup, collapseGroups };
}
