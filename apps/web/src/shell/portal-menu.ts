import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, LazyExoticComponent } from 'react';
import type menu from '../locales/ja/menu.json';

type Catalogue = typeof menu;
type KeysUnder<Prefix extends string, T> = `${Prefix}.${Extract<keyof T, string>}`;

export type MenuLabelKey =
  | KeysUnder<'menu.admin', Catalogue['menu']['admin']>
  | KeysUnder<'menu.company', Catalogue['menu']['company']>
  | KeysUnder<'menu.student', Catalogue['menu']['student']>;
export type MenuGroupId = keyof Catalogue['menu']['groups'];
export type MenuIcon = typeof SvgIcon;
/** A page chunk, made with React.lazy where the menu is defined so it is created once. */
export type LazyPage = LazyExoticComponent<ComponentType>;

export interface MenuGroup {
  id: MenuGroupId;
  icon: MenuIcon;
}

export interface MenuItem {
  /** Route pattern, as react-router matches it ("/student/test/:testId"). */
  path: string;
  labelKey: MenuLabelKey;
  icon: MenuIcon;
  group?: MenuGroupId;
  /** Who may see the item and open its route; no gate means everyone of the portal. */
  gate?: (user: SignedInUser) => boolean;
  /** The page's lazy chunk; an item without one is planned but not built yet, so it stays hidden. */
  page?: LazyPage;
  /** A route reached from inside other pages rather than from the sidebar (the student test page). */
  hiddenFromMenu?: boolean;
}

export interface PortalMenu {
  area: Area;
  groups: readonly MenuGroup[];
  /** In display order; a group is shown where its first item is. */
  items: readonly MenuItem[];
}

export type MenuEntry =
  | { kind: 'item'; item: MenuItem }
  | { kind: 'group'; group: MenuGroup; items: MenuItem[] };

/** Items the user's account allows, whether or not their page exists yet. */
export function listPermittedItems(menu: PortalMenu, user: SignedInUser): MenuItem[] {
  return menu.items.filter((item) => !item.gate || item.gate(user));
}

/** Items the user can open now: allowed and built. These are also the portal's routes. */
export function listRoutableItems(menu: PortalMenu, user: SignedInUser): MenuItem[] {
  return listPermittedItems(menu, user).filter((item) => item.page !== undefined);
}

/** The sidebar's entries: routable items, grouped, with empty groups left out. */
export function buildMenuEntries(menu: PortalMenu, user: SignedInUser): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groupEntries = new Map<MenuGroupId, Extract<MenuEntry, { kind: 'group' }>>();
  for (const item of listRoutableItems(menu, user)) {
    if (item.hiddenFromMenu) continue;
    if (!item.group) {
      entries.push({ kind: 'item', item });
      continue;
    }
    let entry = groupEntries.get(item.group);
    if (!entry) {
      const group = menu.groups.find((candidate) => candidate.id === item.group);
      if (!group) throw new Error(`Menu group ${item.group} is not defined for ${menu.area}`);
      entry = { kind: 'group', group, items: [] };
      groupEntries.set(item.group, entry);
      entries.push(entry);
    }
    entry.items.push(item);
  }
  return entries;
}
