import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../error-message.tsx';
import { ResponsiveTable, type ListPaging, type ResponsiveColumn } from './responsive-table.tsx';

export interface ResponsiveListPaging {
  list: ListPaging;
  total: number;
  pageSizes: number[];
  /** Leave the pager out while everything fits one page of the smallest size. */
  hideOnSinglePage?: boolean;
}

export interface ResponsiveListProps<R extends { id: number }> {
  /** The accessible name of the table or list. */
  label: string;
  /** The rows; undefined while the first page loads. */
  items: readonly R[] | undefined;
  error?: unknown;
  emptyText: string;
  /** Search, filters and counts above the list. */
  toolbar?: ReactNode;
  /** The table of wide screens; without columns the cards show at every width (prose that no table holds). */
  columns?: ReadonlyArray<ResponsiveColumn<R>>;
  card: (row: R) => ReactNode;
  /** Rows of a framed list (phones), or tiles in a grid that are cards of their own. */
  cardLayout?: 'rows' | 'tiles';
  /** Makes each row card a link. */
  cardHref?: (row: R) => string;
  rowTestId?: string;
  paging?: ResponsiveListPaging;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {children}
    </Paper>
  );
}

function RowCards<R extends { id: number }>({ label, items, card, cardHref, rowTestId }: Pick<ResponsiveListProps<R>, 'label' | 'card' | 'cardHref' | 'rowTestId'> & { items: readonly R[] }) {
  return (
    <List disablePadding aria-label={label}>
      {items.map((row) =>
        cardHref ? (
          <ListItem key={row.id} disablePadding>
            <ListItemButton component={RouterLink} to={cardHref(row)} divider data-testid={rowTestId} sx={{ alignItems: 'flex-start', gap: 1, py: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>{card(row)}</Box>
              <ChevronRightIcon aria-hidden sx={{ alignSelf: 'center', color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={row.id} divider data-testid={rowTestId} sx={{ display: 'block', py: 1.5 }}>
            {card(row)}
          </ListItem>
        ),
      )}
    </List>
  );
}

function Pager({ paging, wide }: { paging: ResponsiveListPaging; wide: boolean }) {
  const { t } = useTranslation();
  const { list, total, pageSizes, hideOnSinglePage = false } = paging;
  if (hideOnSinglePage && total <= Math.min(...pageSizes) && list.page === 0) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={list.page}
      rowsPerPage={list.page_size}
      // On a phone the page size choice costs more room than it is worth.
      rowsPerPageOptions={wide ? pageSizes : []}
      onPageChange={(_, page) => list.setPage(page)}
      onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
      labelRowsPerPage={t('list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('list.pageRange', { from, to, count })}
    />
  );
}

/**
 * One list for the company and student portals: a table on wide screens, cards on phones (or cards
 * everywhere when it has no columns), with its toolbar, loading, empty and error states and a pager
 * whose state lives in the URL.
 */
export function ResponsiveList<R extends { id: number }>(props: ResponsiveListProps<R>) {
  const { label, items, error, emptyText, toolbar, columns, card, cardLayout = 'rows', cardHref, rowTestId, paging } = props;
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const tiles = cardLayout === 'tiles' && !(wide && columns);
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('form.loading')} />
    </Box>
  );
  const empty = (
    <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
      {emptyText}
    </Typography>
  );
  const body =
    items && items.length > 0 ? (
      wide && columns ? (
        <ResponsiveTable label={label} items={items} columns={columns} list={paging?.list} rowTestId={rowTestId} />
      ) : tiles ? (
        <Grid container spacing={2}>
          {items.map((row) => (
            <Grid key={row.id} size={{ xs: 12, md: 6, xl: 4 }}>
              {card(row)}
            </Grid>
          ))}
        </Grid>
      ) : (
        <RowCards label={label} items={items} card={card} cardHref={cardHref} rowTestId={rowTestId} />
      )
    ) : null;
  const pager = body && paging && <Pager paging={paging} wide={wide} />;
  return (
    <Box>
      {toolbar && <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>{toolbar}</Box>}
      {error !== undefined && error !== null && <ErrorMessage error={error} />}
      {tiles ? (
        <>
          {!items && !error && spinner}
          {items?.length === 0 && <Frame>{empty}</Frame>}
          {body}
          {pager}
        </>
      ) : (
        // A failed first load shows the error alone, not an empty frame under it.
        (items || !error) && (
          <Frame>
            {!items && spinner}
            {items?.length === 0 && empty}
            {body}
            {pager}
          </Frame>
        )
      )}
    </Box>
  );
}
