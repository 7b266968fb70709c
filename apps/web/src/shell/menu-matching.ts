import { matchPath } from 'react-router';
import { normalisePathname } from '../lib/portal-paths.ts';
import type { MenuEntry, MenuGroupId, MenuItem } from './portal-menu.ts';

export function isItemAt(item: MenuItem, pathname: string): boolean {
  return matchPath({ path: item.path, end: true }, normalisePathname(pathname)) !== null;
}

export function findItemAt(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return items.find((item) => isItemAt(item, pathname));
}

export function findGroupOfPath(entries: readonly MenuEntry[], pathname: string): MenuGroupId | undefined {
  for (const entry of entries) {
    if (entry.kind === 'group' && entry.items.some((item) => isItemAt(item, pathname))) return entry.group.id;
  }
  return undefined;
}
