import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isItemAt } from './menu-matching.ts';
import type { MenuEntry, MenuGroupId, MenuItem } from './portal-menu.ts';

interface SidebarMenuListProps {
  entries: readonly MenuEntry[];
  pathname: string;
  /** False in the collapsed rail: icons only, groups folded. */
  expanded: boolean;
  openGroups: ReadonlySet<MenuGroupId>;
  onToggleGroup: (group: MenuGroupId) => void;
  onSelect: (item: MenuItem, inGroup: boolean) => void;
}

const itemSx = { minHeight: 44, borderRadius: 2, mx: 1, px: 1.5, mb: 0.25 } as const;
const iconSx = { minWidth: 40, color: 'inherit' } as const;

/** Leaves ctrl/⌘/shift-clicks to the browser so a page can still open in a new tab. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function SidebarMenuList({ entries, pathname, expanded, openGroups, onToggleGroup, onSelect }: SidebarMenuListProps) {
  const { t } = useTranslation();

  const renderItem = (item: MenuItem, inGroup: boolean) => {
    const current = isItemAt(item, pathname);
    const Icon = item.icon;
    return (
      <ListItemButton
        key={item.path}
        component={RouterLink}
        to={item.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        aria-label={expanded ? undefined : t(item.labelKey)}
        onClick={(event: MouseEvent) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSelect(item, inGroup);
        }}
        sx={{ ...itemSx, pl: inGroup && expanded ? 3 : 1.5 }}
      >
        <ListItemIcon sx={iconSx}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.labelKey)} sx={{ opacity: expanded ? 1 : 0, whiteSpace: 'nowrap', m: 0 }} />
      </ListItemButton>
    );
  };

  return (
    <List component="div" disablePadding sx={{ py: 1 }}>
      {entries.map((entry) => {
        if (entry.kind === 'item') return renderItem(entry.item, false);
        const { group, items } = entry;
        const open = expanded && openGroups.has(group.id);
        const containsCurrent = items.some((item) => isItemAt(item, pathname));
        const GroupIcon = group.icon;
        const listId = `sidebar-group-${group.id}`;
        return (
          <div key={group.id}>
            <ListItemButton
              aria-expanded={open}
              aria-controls={listId}
              aria-label={expanded ? undefined : t(`menu.groups.${group.id}`)}
              onClick={() => onToggleGroup(group.id)}
              sx={{ ...itemSx, color: containsCurrent ? 'primary.main' : undefined }}
            >
              <ListItemIcon sx={iconSx}>
                <GroupIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={t(`menu.groups.${group.id}`)}
                sx={{ opacity: expanded ? 1 : 0, whiteSpace: 'nowrap', m: 0 }}
              />
              {expanded && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
            </ListItemButton>
            {/* Folded at once when the rail closes: sliding shut in a 64 px rail, its icons would run over the items below. */}
            <Collapse in={open} timeout={expanded ? 'auto' : 0} unmountOnExit id={listId}>
              <List component="div" disablePadding>
                {items.map((item) => renderItem(item, true))}
              </List>
            </Collapse>
          </div>
        );
      })}
    </List>
  );
}
