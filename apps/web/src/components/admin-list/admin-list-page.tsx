import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { Section } from '@manabiya/domain/permissions/sections';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionAccess } from '../../lib/use-section-access.ts';
import { DataTable } from '../data-table/data-table.tsx';
import type { FitColumn } from '../data-table/grid-fit.tsx';
import { rowActionsColumn } from '../data-table/row-actions.tsx';
import { useListSearchParams, type ListSearchOptions, type ListSearchParams } from '../data-table/use-list-search-params.ts';
import { useRowAbilities, type RowAbilityCheck } from './row-abilities.ts';
import { RowViewDialog } from './row-view-dialog.tsx';
import { useRowActions, type ListRow, type RowActionSpec, type RowActionsKit } from './use-row-actions.tsx';

/** What a page's columns may use: the row actions, and the read-only view of a row. */
export interface AdminListKit<R> extends RowActionsKit<R> {
  /** Opens the row's read-only view (its columns as facts). */
  openView: (row: R) => void;
  /** What a row's name opens: its form where it may be edited, else its read-only view. */
  editOrView: (row: R) => () => void;
}

export interface AdminListPageProps<R extends ListRow, F extends string, K extends QueryKey> {
  /** The section the page belongs to: its levels stand in for abilities the rows do not carry. */
  section: Section;
  /** The grid's accessible name. */
  label: string;
  /** The URL-kept filters (and default sort) of the list. */
  listOptions: ListSearchOptions<F>;
  /** The feature's list query for an API query string. */
  listQuery: (apiQuery: string) => UseQueryOptions<ListResponse<R>, Error, ListResponse<R>, K>;
  /**
   * Column `field`s double as the server's sort keys; the actions column is added last, where some
   * row has an action. `priority` (grid-fit.tsx) says what gives way on a narrow screen; the first
   * columns of priority 1–2 are the facts of a phone card.
   */
  columns: (kit: AdminListKit<R>) => Array<FitColumn<R>>;
  filters?: (list: ListSearchParams<F>, data: ListResponse<R> | undefined) => ReactNode;
  /** The CSV export's path for the list's filters; offered to level "all" only. */
  csvPath?: (csvQuery: string) => string;
  /** The create button's label; shown with write access unless `canCreate` says otherwise. */
  createLabel?: string;
  canCreate?: boolean;
  /** More buttons before the create button (import …). */
  toolbar?: ReactNode;
  form?: (row: R | null, onClose: () => void) => ReactNode;
  rowActions?: ReadonlyArray<RowActionSpec<R>>;
  /** Per-row abilities; by default the row's `abilities`, else the section's levels. */
  can?: RowAbilityCheck<R>;
  /** Shown below the list (an editor that belongs to the page); decides the layout, so pass it always or never. */
  below?: ReactNode;
  /** The page's other dialogs (rendered beside the list's own). */
  dialogs?: ReactNode;
}

/**
 * An admin list page declared as columns, filters, a form dialog and row actions: the grid keeps
 * its state in the URL, offers CSV to level "all", and each row's menu holds only what it allows.
 */
export function AdminListPage<R extends ListRow, F extends string, K extends QueryKey>(props: AdminListPageProps<R, F, K>) {
  const { section, label, listOptions, listQuery, columns, filters, csvPath, createLabel, toolbar, form, rowActions = [], below, dialogs } = props;
  const { t } = useTranslation();
  const list = useListSearchParams(listOptions);
  const { data, isFetching, error } = useQuery(listQuery(list.apiQuery));
  const { canWrite, canAll } = useSectionAccess(section);
  const sectionAbilities = useRowAbilities<R>(section);
  const kit = useRowActions({ actions: rowActions, can: props.can ?? sectionAbilities, form });
  const [viewing, setViewing] = useState<R | null>(null);
  const pageKit: AdminListKit<R> = { ...kit, openView: setViewing, editOrView: (row) => kit.editOpener(row) ?? (() => setViewing(row)) };
  const pageColumns = columns(pageKit);
  // A reader whose rows offer nothing gets no empty actions column (before the first page: by the level).
  const hasActions = rowActions.length > 0 && (data ? data.items.some((row) => kit.actionsOf(row).length > 0) : canWrite);
  const canCreate = props.canCreate ?? canWrite;
  const create = createLabel && form && canCreate && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => kit.openForm(null)}>
      {createLabel}
    </Button>
  );
  const table = (
    <DataTable
      list={list}
      columns={[...pageColumns, ...(hasActions ? [rowActionsColumn<R>(t('list.actions.column'), kit.actionsOf)] : [])]}
      data={data}
      loading={isFetching}
      error={error}
      label={label}
      csvPath={csvPath && canAll ? csvPath(list.csvQuery) : undefined}
      filters={filters?.(list, data)}
      actions={
        toolbar ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {toolbar}
            {create}
          </Stack>
        ) : (
          create
        )
      }
    />
  );
  return (
    <>
      {below === undefined ? (
        table
      ) : (
        <Stack spacing={2}>
          {table}
          {below}
        </Stack>
      )}
      {kit.dialogs}
      {viewing && <RowViewDialog key={viewing.id} row={viewing} columns={pageColumns} onClose={() => setViewing(null)} />}
      {dialogs}
    </>
  );
}
