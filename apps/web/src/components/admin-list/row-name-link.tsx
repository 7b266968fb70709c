import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where a row's name leads: its own page (`to`), its form (`onOpen`), or nowhere (plain text). */
export interface RowNameTarget {
  to?: string;
  onOpen?: () => void;
}

/** One line, cut with "…" where the column is narrow. */
const ONE_LINE = { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' } as const;

/** A row's name as a link to its page, a button that opens its form or view, or plain text when neither is allowed; a cut name shows in full on hover. */
export function RowNameLink({ to, onOpen, children }: RowNameTarget & { children: ReactNode }) {
  const title = typeof children === 'string' ? children : undefined;
  if (to) {
    return (
      <Link component={RouterLink} to={to} title={title} sx={ONE_LINE}>
        {children}
      </Link>
    );
  }
  if (onOpen) {
    return (
      <Link component="button" type="button" onClick={onOpen} title={title} sx={{ ...ONE_LINE, textAlign: 'left' }}>
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
