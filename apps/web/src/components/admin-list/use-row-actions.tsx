import type { TFunction } from 'i18next';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useSnackbar } from '../../lib/snackbar-context.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { RowAction } from '../data-table/row-actions.tsx';
import type { RowAbilityCheck } from './row-abilities.ts';

/** A list row: its id and the name that labels its menu and confirmations (a type, so grids take it as a row model). */
export type ListRow = { id: number; name: string };

export interface RowActionSpec<R> {
  label: string;
  /** The ability the row must grant (`abilities[ability]`); without one the action is always offered. */
  ability?: string;
  destructive?: boolean;
  /** Opens the page's form dialog with the row. */
  opensForm?: boolean;
  /** Opens something else (another dialog). */
  onSelect?: (row: R) => void;
  /** The work: usually a feature mutation's `mutateAsync`. */
  run?: (row: R) => Promise<unknown>;
  /** Asks first with these texts; a refusal then stays in the dialog instead of the snackbar. */
  confirm?: (row: R) => { title: string; message: string; button?: string };
  /** The snackbar once done; by default the server's `message`, else "done". */
  doneMessage?: (row: R, result: unknown) => string;
  /**
   * Why the row refuses the action, where the caller could otherwise do it (the company still has
   * students): the menu then shows it disabled with this reason instead of hiding it.
   */
  blockedReason?: (row: R) => string | undefined;
}

/** Opens the form dialog with the row (shown where the row may be edited). */
export function editAction<R>(t: TFunction): RowActionSpec<R> {
  return { label: t('form.edit'), ability: 'edit', opensForm: true };
}

/** Deletes the row after asking, with the feature's delete mutation; `blockedReason` says why a row cannot go. */
export function deleteAction<R extends ListRow>(t: TFunction, title: string, remove: (id: number) => Promise<unknown>, blockedReason?: (row: R) => string | undefined): RowActionSpec<R> {
  return {
    blockedReason,
    label: t('form.delete'),
    ability: 'delete',
    destructive: true,
    run: (row) => remove(row.id),
    confirm: (row) => ({ title, message: t('admin.confirmDelete', { name: row.name }) }),
    doneMessage: () => t('admin.deleted'),
  };
}

function messageOf(result: unknown): string | undefined {
  return typeof result === 'object' && result !== null && 'message' in result ? String(result.message) : undefined;
}

export interface RowActionsKit<R> {
  can: RowAbilityCheck<R>;
  /** Opens the form dialog: null creates. */
  openForm: (row: R | null) => void;
  /** What opens the row's form, where the row may be edited (for a name that links to it). */
  editOpener: (row: R) => (() => void) | undefined;
  /** The menu of a row: the actions its abilities allow. */
  actionsOf: (row: R) => RowAction[];
  /** The open form and the confirmation: render once beside the list. */
  dialogs: ReactNode;
}

interface RowActionsOptions<R> {
  actions: ReadonlyArray<RowActionSpec<R>>;
  can: RowAbilityCheck<R>;
  /** The create/edit dialog; it is mounted per row (keyed), so its form starts from that row. */
  form?: (row: R | null, onClose: () => void) => ReactNode;
}

/** The row menu, confirmations, snackbars and form dialog of a list, from its declared actions. */
export function useRowActions<R extends ListRow>({ actions, can, form }: RowActionsOptions<R>): RowActionsKit<R> {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<{ spec: RowActionSpec<R>; row: R } | null>(null);

  const run = async (spec: RowActionSpec<R>, row: R) => {
    const result = await spec.run?.(row);
    showSnackbar(spec.doneMessage?.(row, result) ?? messageOf(result) ?? t('admin.done'));
  };
  const report = (caught: unknown) => showSnackbar(isApiError(caught) && caught.message ? caught.message : t('errors.unexpected'), 'error');
  const select = (spec: RowActionSpec<R>, row: R) => {
    if (spec.opensForm) setEditing(row);
    else if (spec.onSelect) spec.onSelect(row);
    else if (spec.confirm) setConfirming({ spec, row });
    else run(spec, row).catch(report);
  };
  const actionsOf = (row: R): RowAction[] =>
    actions.flatMap((spec): RowAction[] => {
      if (spec.ability === undefined || can(row, spec.ability)) return [{ label: spec.label, destructive: spec.destructive, onClick: () => select(spec, row) }];
      const reason = spec.blockedReason?.(row);
      return reason ? [{ label: spec.label, disabledReason: reason, onClick: () => undefined }] : [];
    });

  const texts = confirming?.spec.confirm?.(confirming.row);
  const dialogs = (
    <>
      {form && editing !== undefined && <Fragment key={editing?.id ?? 'new'}>{form(editing, () => setEditing(undefined))}</Fragment>}
      <ConfirmDialog
        open={confirming !== null}
        title={texts?.title ?? ''}
        message={texts?.message ?? ''}
        confirmLabel={texts?.button}
        onConfirm={() => (confirming ? run(confirming.spec, confirming.row) : Promise.resolve())}
        onClose={() => setConfirming(null)}
      />
    </>
  );
  const editOpener = (row: R) => (can(row, 'edit') ? () => setEditing(row) : undefined);
  return { can, openForm: setEditing, editOpener, actionsOf, dialogs };
}

