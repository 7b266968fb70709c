import type { GridColDef, GridColumnVisibilityModel, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * How much a column matters when the grid is narrow: 1 (key: the name, the actions) is always
 * shown, 2 (the default) gives way after 3, and 3 first. A hidden column is still in the row's
 * view dialog or detail page, and in the phone card when it is a key fact.
 */
export type ColumnPriority = 1 | 2 | 3;

/** A grid column with its priority; `field: 'actions'` marks the row menu. */
export type FitColumn<R extends GridValidRowModel> = GridColDef<R> & { priority?: ColumnPriority };

/** The grid's own sizing: a fixed `width` (100 by default), never below `minWidth`. */
export function baseWidth(column: GridColDef): number {
  return Math.max(column.width ?? 100, column.minWidth ?? 50);
}

/** Priority of a column: the first column and the actions are keys unless they say otherwise. */
export function priorityOf<R extends GridValidRowModel>(column: FitColumn<R>, index: number): ColumnPriority {
  if (column.priority) return column.priority;
  return index === 0 || column.field === 'actions' ? 1 : 2;
}

/** The share of the grid's width a key column (the name) may claim for its text before other columns give way. */
export const KEY_CONTENT_SHARE = 0.4;
/** What the grid draws around a cell's text: 10 px of padding each side and the separator. */
const CELL_PADDING = 22;

/**
 * The width the text of each key column (the name; not the actions) takes on this page: its widest
 * cell as `textWidth` measures it, with the cell's padding. A column without text claims nothing.
 */
export function keyContentWidths<R extends GridValidRowModel>(
  columns: ReadonlyArray<FitColumn<R>>,
  rows: readonly R[],
  textWidth: (text: string) => number,
): Record<string, number> {
  const widths: Record<string, number> = {};
  columns.forEach((column, index) => {
    if (priorityOf(column, index) !== 1 || column.field === 'actions') return;
    const widest = rows.reduce((max, row) => Math.max(max, textWidth(cellText(column, row))), 0);
    if (widest > 0) widths[column.field] = Math.ceil(widest) + CELL_PADDING;
  });
  return widths;
}

/**
 * Which columns to hide so that the rest fit `available` pixels without sideways scrolling: the
 * lowest priority goes first, the rightmost of a priority before the others. Key columns stay, and
 * a key column counts at its text's width (`contentWidths`, up to `KEY_CONTENT_SHARE` of the grid):
 * a course's name is shown whole before its update time is, not cut while other columns have room.
 */
export function fitColumns<R extends GridValidRowModel>(
  columns: ReadonlyArray<FitColumn<R>>,
  available: number,
  contentWidths: Readonly<Record<string, number>> = {},
): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = {};
  if (!(available > 0)) return model;
  const widthOf = (column: FitColumn<R>) => Math.max(baseWidth(column), Math.min(contentWidths[column.field] ?? 0, available * KEY_CONTENT_SHARE));
  let total = columns.reduce((sum, column) => sum + widthOf(column), 0);
  const candidates = columns
    .map((column, index) => ({ column, index, priority: priorityOf(column, index) }))
    .filter((entry) => entry.priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  for (const { column } of candidates) {
    if (total <= available) break;
    model[column.field] = false;
    total -= widthOf(column);
  }
  return model;
}

/** A cell's value as the grid would show it (valueGetter, then valueFormatter), as text. */
export function cellText<R extends GridValidRowModel>(column: GridColDef<R>, row: R): string {
  const raw: unknown = row[column.field];
  // The grid passes its API as the last argument; our getters and formatters read only value and row.
  const getter = column.valueGetter as ((value: unknown, row: R) => unknown) | undefined;
  const formatter = column.valueFormatter as ((value: unknown, row: R) => unknown) | undefined;
  const value = getter ? getter(raw, row) : raw;
  const shown = formatter ? formatter(value, row) : value;
  if (typeof shown === 'string') return shown;
  return typeof shown === 'number' || typeof shown === 'boolean' ? String(shown) : '';
}

/** A cell's content outside the grid (a phone card, a view dialog): its own renderer, else its text. */
export function cellContent<R extends GridValidRowModel>(column: GridColDef<R>, row: R & { id: number | string }): ReactNode {
  if (column.renderCell) {
    const value: unknown = row[column.field];
    const params = { row, value, formattedValue: cellText(column, row), field: column.field, id: row.id, hasFocus: false, tabIndex: -1, colDef: column };
    return column.renderCell(params as unknown as GridRenderCellParams<R>);
  }
  return cellText(column, row);
}
