import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { cellContent } from '../data-table/grid-fit.tsx';
import { FactList } from '../fact-list.tsx';

interface RowViewDialogProps<R extends GridValidRowModel & { id: number; name: string }> {
  row: R;
  /** The list's columns: each but the name and the actions becomes a fact. */
  columns: ReadonlyArray<GridColDef<R>>;
  onClose: () => void;
}

/** A row as read-only facts: what a reader opens from a list that has no page of its own for the row. */
export function RowViewDialog<R extends GridValidRowModel & { id: number; name: string }>({ row, columns, onClose }: RowViewDialogProps<R>) {
  const { t } = useTranslation();
  const facts = columns.filter((column) => column.field !== 'actions' && column.field !== 'name').map((column) => [column.headerName ?? column.field, cellContent(column, row)] as const);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="row-view-title" data-testid="row-view-dialog">
      <DialogTitle id="row-view-title">{row.name}</DialogTitle>
      <DialogContent>
        <FactList facts={facts} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
