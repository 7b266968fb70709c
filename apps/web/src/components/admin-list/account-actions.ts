import type { TFunction } from 'i18next';
import type { RowActionSpec } from './use-row-actions.tsx';

interface AccountMutations<R> {
  /** Mails the invitation again. */
  invite: (id: number) => Promise<unknown>;
  setActive: (row: R, active: boolean) => Promise<unknown>;
  /** What to ask before deactivating (the session ends at once). */
  confirmDeactivate: (row: R) => { title: string; message: string; button?: string };
}

/** The row actions every account list shares: invite again, activate, and deactivate after asking. */
export function accountActions<R extends { id: number }>(t: TFunction, { invite, setActive, confirmDeactivate }: AccountMutations<R>): Array<RowActionSpec<R>> {
  return [
    { label: t('admin.reinvite'), ability: 'reinvite', run: (row) => invite(row.id) },
    { label: t('admin.activate'), ability: 'activate', run: (row) => setActive(row, true) },
    {
      label: t('admin.deactivate'),
      ability: 'deactivate',
      destructive: true,
      confirm: confirmDeactivate,
      run: (row) => setActive(row, false),
      doneMessage: () => t('admin.deactivated'),
    },
  ];
}
