import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellContent, priorityOf, type FitColumn } from './grid-fit.tsx';
import type { ListSearchParams } from './use-list-search-params.ts';

/** How many facts a phone card shows under its title, besides the row menu. */
const CARD_FACTS = 3;

interface DataCardsProps<R extends GridValidRowModel, F extends string> {
  label: string;
  list: ListSearchParams<F>;
  columns: ReadonlyArray<FitColumn<R>>;
  items: readonly R[] | undefined;
  total: number;
  loading: boolean;
  getRowId?: (row: R) => string | number;
}

/**
 * The phone form of an admin grid: one card per row with its title (the first column), its key
 * facts (the next columns of priority 1 and 2) and its "⋮" menu, and a pager; no sideways scrolling.
 */
export function DataCards<R extends GridValidRowModel, F extends string>({ label, list, columns, items, total, loading, getRowId }: DataCardsProps<R, F>) {
  const { t } = useTranslation();
  const [titleColumn, ...rest] = columns.filter((column) => column.field !== 'actions');
  const actionsColumn = columns.find((column) => column.field === 'actions');
  const facts = rest.filter((column) => priorityOf(column, 1) < 3).slice(0, CARD_FACTS);
  const idOf = (row: R): string | number => (getRowId ? getRowId(row) : (row.id as string | number));
  const rowOf = (row: R) => ({ ...row, id: idOf(row) });
  // An empty fact shows the lists' empty mark, as the view dialog and detail pages do.
  const orEmpty = (content: ReactNode) => (content === '' || content === null || content === undefined ? t('list.emptyValue') : content);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {!items && loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
      {items && items.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('list.noRows')}
        </Typography>
      )}
      {items && items.length > 0 && (
        <List disablePadding aria-label={label} data-testid="data-cards">
          {items.map((row) => (
            <ListItem key={idOf(row)} divider data-testid="data-card" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {titleColumn && (
                  <Typography component="div" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {cellContent(titleColumn, rowOf(row))}
                  </Typography>
                )}
                {facts.length > 0 && (
                  <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}>
                    {facts.map((column) => (
                      <Box key={column.field} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {column.headerName}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                          {orEmpty(cellContent(column, rowOf(row)))}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
              {actionsColumn && <Box sx={{ flexShrink: 0 }}>{cellContent(actionsColumn, rowOf(row))}</Box>}
            </ListItem>
          ))}
        </List>
      )}
      {items && items.length > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={list.page}
          rowsPerPage={list.page_size}
          // On a phone the page size choice costs more room than it is worth.
          rowsPerPageOptions={[]}
          onPageChange={(_, page) => list.setPage(page)}
          labelDisplayedRows={({ from, to, count }) => t('list.pageRange', { from, to, count })}
        />
      )}
    </Paper>
  );
}
