import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  label: string;
  onClick: () => void;
  destructive?: boolean;
  hidden?: boolean;
}

interface RowActionsProps {
  /** Names the row for screen readers ("佐藤 陽翔の操作"). */
  rowName: string;
  actions: readonly RowAction[];
}

/** A row's actions behind one "⋮" button, so narrow screens keep room for the data. Renders nothing without actions. */
export function RowActions({ rowName, actions }: RowActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('list.actionsFor', { name: rowName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {visible.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
            sx={action.destructive ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The actions column of a list: each row's actions behind its "⋮" button. */
export function rowActionsColumn<T extends GridValidRowModel & { name: string }>(headerName: string, actionsOf: (row: T) => readonly RowAction[]): GridColDef<T> {
  return { field: 'actions', headerName, sortable: false, width: 70, renderCell: ({ row }) => <RowActions rowName={row.name} actions={actionsOf(row)} /> };
}
