import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where a row's name leads: its own page (`to`), its form (`onOpen`), or nowhere (plain text). */
export interface RowNameTarget {
  to?: string;
  onOpen?: () => void;
}

/** A row's name as a link to its page, a button that opens its form, or plain text when neither is allowed. */
export function RowNameLink({ to, onOpen, children }: RowNameTarget & { children: ReactNode }) {
  if (to) {
    return (
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    );
  }
  if (onOpen) {
    return (
      <Link component="button" type="button" onClick={onOpen} sx={{ textAlign: 'left', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {children}
      </Link>
    );
  }
  return <>{children}</>;
}

/** The name column of a list, its cell a `RowNameLink` to wherever `targetOf` says. */
export function nameColumn<R extends GridValidRowModel & { name: string }>(column: Omit<GridColDef<R>, 'field' | 'renderCell'>, targetOf: (row: R) => RowNameTarget): GridColDef<R> {
  return { field: 'name', ...column, renderCell: ({ row }) => <RowNameLink {...targetOf(row)}>{row.name}</RowNameLink> };
}
