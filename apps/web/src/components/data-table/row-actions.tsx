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
  /** Shown but refused, with why (「受講生または担当者がいるため削除できません」): choosing it does nothing. */
  disabledReason?: string;
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
        {visible.map((action) =>
          action.disabledReason ? (
            // Focusable (unlike a `disabled` item), so keyboard and screen-reader users reach the reason too.
            <MenuItem key={action.label} aria-disabled="true" data-testid="row-action-disabled" onClick={(event) => event.preventDefault()} sx={{ cursor: 'default', whiteSpace: 'normal', maxWidth: 380 }}>
              <ListItemText
                primary={action.label}
                secondary={action.disabledReason}
                slotProps={{ primary: { sx: { color: 'text.secondary' } }, secondary: { sx: { color: 'text.secondary' } } }}
              />
            </MenuItem>
          ) : (
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
          ),
        )}
      </Menu>
    </>
  );
}

/** The actions column of a list: each row's actions behind its "⋮" button, narrow and always shown (last, never scrolled away). */
export function rowActionsColumn<T extends GridValidRowModel & { name: string }>(headerName: string, actionsOf: (row: T) => readonly RowAction[]): GridColDef<T> {
  return {
    field: 'actions',
    headerName,
    sortable: false,
    resizable: false,
    // Wide enough for its header in Japanese and English ("操作", "Actions").
    width: 84,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => <RowActions rowName={row.name} actions={actionsOf(row)} />,
  };
}
