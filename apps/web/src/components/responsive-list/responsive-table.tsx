import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { ListSearchParams } from '../data-table/use-list-search-params.ts';

/** What a list's table and pager need of its URL state (any filters). */
export type ListPaging = Pick<ListSearchParams, 'page' | 'page_size' | 'sort' | 'order' | 'setPage' | 'setPageSize' | 'setSort'>;

export interface ResponsiveColumn<R> {
  id: string;
  header: string;
  /** The server's sort key: the header then sorts the list by it. */
  sortKey?: string;
  cell: (row: R) => ReactNode;
  sx?: SxProps<Theme>;
}

function SortHeader({ list, sortKey, label }: { list: ListPaging; sortKey: string; label: string }) {
  const active = list.sort === sortKey;
  return (
    <TableSortLabel active={active} direction={active ? list.order : 'asc'} onClick={() => list.setSort(sortKey, active && list.order === 'asc' ? 'desc' : 'asc')}>
      {label}
    </TableSortLabel>
  );
}

interface ResponsiveTableProps<R extends { id: number }> {
  label: string;
  items: readonly R[];
  columns: ReadonlyArray<ResponsiveColumn<R>>;
  list?: ListPaging;
  rowTestId?: string;
}

/** The wide-screen form of a responsive list: a compact table whose headers sort on the server. */
export function ResponsiveTable<R extends { id: number }>({ label, items, columns, list, rowTestId }: ResponsiveTableProps<R>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id}>{column.sortKey && list ? <SortHeader list={list} sortKey={column.sortKey} label={column.header} /> : column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((row) => (
            <TableRow key={row.id} hover data-testid={rowTestId}>
              {columns.map((column) => (
                <TableCell key={column.id} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
