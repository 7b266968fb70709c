import type { ListResponse } from '@manabiya/domain/contracts/lists';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridRowParams, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorMessage } from '../error-message.tsx';
import { CsvExportButton } from './csv-export-button.tsx';
import { DataCards } from './data-cards.tsx';
import { fitColumns, keyContentWidths, type FitColumn } from './grid-fit.tsx';
import { OverflowText } from './overflow-text.tsx';
import type { ListSearchParams } from './use-list-search-params.ts';

const PAGE_SIZE_OPTIONS = [20, 50, 100, 200];

export interface DataTableProps<R extends GridValidRowModel, F extends string> {
  /** The list's URL state, from `useListSearchParams`. */
  list: ListSearchParams<F>;
  /**
   * Column `field`s double as the server's sort keys; mark the others `sortable: false`. Each may
   * carry a `priority` (grid-fit.tsx): what gives way when the grid is narrow.
   */
  columns: Array<FitColumn<R>>;
  /** The server's `{ items, total }`; `undefined` while the first page loads. */
  data: ListResponse<R> | undefined;
  loading?: boolean;
  error?: unknown;
  /** The grid's accessible name. */
  label: string;
  /** Search and filter controls, shown left above the grid. */
  filters?: ReactNode;
  /** Buttons shown right above the grid (create …). */
  actions?: ReactNode;
  /** When set, a CSV button downloads this endpoint URL (`urlOf`). Pass it only for level `all`. */
  csvPath?: string;
  onRowClick?: (row: R) => void;
  getRowId?: (row: R) => string | number;
}

/** The width of an element, followed as it changes (0 until it is laid out). */
function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    // The observer reports the first size too, as soon as it observes.
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** How wide a text is drawn in a font (a canvas measures it without laying anything out); 0 where there is no canvas. */
function textWidthIn(font: string): (text: string) => number {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  const context = measuringContext;
  if (!context) return () => 0;
  return (text) => {
    context.font = font;
    return context.measureText(text).width;
  };
}

/** Plain-text cells are cut with "…" and show their full text on hover and keyboard focus. */
function withOverflowText<R extends GridValidRowModel>(column: FitColumn<R>): GridColDef<R> {
  const { priority: _priority, ...definition } = column;
  if (definition.renderCell || definition.field === 'actions' || definition.type === 'number') return definition;
  return { ...definition, renderCell: ({ formattedValue, value, hasFocus }) => <OverflowText text={String(formattedValue ?? value ?? '')} focused={hasFocus} /> };
}

/**
 * A server-paginated, server-sorted MUI DataGrid whose state lives in the URL (DESIGN §3 lists:
 * page 0, page_size 50). It never scrolls sideways: columns of lower priority give way to the
 * width it has, and on a phone the rows become cards (DataCards).
 */
export function DataTable<R extends GridValidRowModel, F extends string>({
  list,
  columns,
  data,
  loading = false,
  error,
  label,
  filters,
  actions,
  csvPath,
  onRowClick,
  getRowId,
}: DataTableProps<R, F>) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // The grid's border takes a pixel each side.
  const available = useElementWidth(frame) - 2;
  const theme = useTheme();
  const items = data?.items;
  // The names of this page, measured in the grid's font (body2), so the name is cut only when the grid has no room left.
  const laidOut = available > 0;
  const contentWidths = useMemo(() => {
    if (!laidOut) return {};
    const { fontFamily, body2, htmlFontSize } = theme.typography;
    const size = typeof body2.fontSize === 'string' && body2.fontSize.endsWith('rem') ? parseFloat(body2.fontSize) * htmlFontSize : 14;
    return keyContentWidths(columns, items ?? [], textWidthIn(`${String(body2.fontWeight ?? 400)} ${size}px ${String(body2.fontFamily ?? fontFamily)}`));
  }, [columns, items, theme, laidOut]);
  const columnVisibilityModel = useMemo(() => fitColumns(columns, available, contentWidths), [columns, available, contentWidths]);
  const gridColumns = useMemo(() => columns.map(withOverflowText), [columns]);
  const sortModel: GridSortModel = list.sort ? [{ field: list.sort, sort: list.order }] : [];
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    list.setSort(first?.field, first?.sort ?? 'asc');
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      {(filters || actions || csvPath) && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', flexGrow: 1, alignItems: 'center' }}>
            {filters}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {csvPath && <CsvExportButton path={csvPath} />}
            {actions}
          </Stack>
        </Stack>
      )}
      {error !== undefined && error !== null && <ErrorMessage error={error} sx={{ mb: 2 }} />}
      {!wide ? (
        <DataCards list={list} columns={columns} items={data?.items} total={data?.total ?? 0} loading={loading} label={label} getRowId={getRowId} />
      ) : (
      <Box ref={setFrame} data-testid="data-table-frame" sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid<R>
          label={label}
          rows={data?.items ?? []}
          columns={gridColumns}
          columnVisibilityModel={columnVisibilityModel}
          getRowId={getRowId}
          rowCount={data?.total ?? 0}
          loading={loading}
          autoHeight
          disableColumnMenu
          disableRowSelectionOnClick
          paginationMode="server"
          sortingMode="server"
          sortingOrder={['asc', 'desc']}
          paginationModel={{ page: list.page, pageSize: list.page_size }}
          onPaginationModelChange={(model) => {
            if (model.pageSize !== list.page_size) list.setPageSize(model.pageSize);
            else if (model.page !== list.page) list.setPage(model.page);
          }}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          onRowClick={onRowClick ? (params: GridRowParams<R>) => onRowClick(params.row) : undefined}
          sx={{
            minWidth: 0,
            // The last column's resize handle would stick out past the grid's edge.
            '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
            ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          }}
        />
      </Box>
      )}
    </Paper>
  );
}
