import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser } from '../../lib/auth-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { buildAdmin } from '../../test/user-fixtures.ts';
import { RowActions } from '../data-table/row-actions.tsx';
import { accountStateAllows, readAbility, useRowAbilities } from './row-abilities.ts';
import { deleteAction, editAction, useRowActions } from './use-row-actions.tsx';

type Row = { id: number; name: string; active: boolean; password_set: boolean; abilities?: Record<string, boolean> };

/** Rows named "…使用中" cannot be deleted, and say why. */
const blockedReason = (row: Row) => (row.name.endsWith('使用中') ? 'まだ使われているため削除できません' : undefined);

function List({ rows, remove }: { rows: Row[]; remove: (id: number) => Promise<unknown> }) {
  const kit = useRowActions<Row>({
    can: useRowAbilities('admins', { rowAllows: accountStateAllows }),
    actions: [
      editAction(i18next.t),
      { label: 'reinvite', ability: 'reinvite', run: () => Promise.resolve({ message: 'sent again' }) },
      deleteAction(i18next.t, 'Delete it', remove, blockedReason),
    ],
    form: (row, onClose) => (
      <button type="button" onClick={onClose}>
        form of {row?.name ?? 'new'}
      </button>
    ),
  });
  return (
    <>
      {rows.map((row) => (
        <RowActions key={row.id} rowName={row.name} actions={kit.actionsOf(row)} />
      ))}
      {kit.dialogs}
    </>
  );
}

const openMenu = (name: string) => fireEvent.click(screen.getByRole('button', { name: `${name}の操作` }));
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(async () => {
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
});
afterEach(cleanup);

describe('row abilities', () => {
  it('reads a row’s own abilities and ignores rows without them', () => {
    expect(readAbility({ abilities: { delete: false } }, 'delete')).toBe(false);
    expect(readAbility({ abilities: { delete: false } }, 'edit')).toBeUndefined();
    expect(readAbility({ id: 1 }, 'delete')).toBeUndefined();
  });
});

describe('row actions', () => {
  it('offers only what the row’s abilities allow, over the section’s levels', () => {
    setSignedInUser(buildAdmin({ section_permissions: { admins_permission: ACCESS_LEVEL.all } }));
    const row = { id: 1, name: '行 一', active: true, password_set: true, abilities: { edit: true, reinvite: false, delete: false } };
    renderWithProviders(<List rows={[row]} remove={vi.fn()} />);
    openMenu('行 一');
    expect(menuItems()).toEqual(['編集']);
  });

  it('falls back to the section’s levels and the account’s state where the row has no abilities', () => {
    setSignedInUser(buildAdmin({ section_permissions: { admins_permission: ACCESS_LEVEL.write } }));
    renderWithProviders(<List rows={[{ id: 2, name: '行 二', active: true, password_set: false }]} remove={vi.fn()} />);
    openMenu('行 二');
    // No delete without level "all"; inviting again fits an account that has not set its password.
    expect(menuItems()).toEqual(['編集', 'reinvite']);
  });

  it('asks before deleting, runs the mutation and says so', async () => {
    setSignedInUser(buildAdmin({ section_permissions: { admins_permission: ACCESS_LEVEL.all } }));
    const remove = vi.fn(() => Promise.resolve());
    renderWithProviders(<List rows={[{ id: 3, name: '行 三', active: false, password_set: true }]} remove={remove} />);
    openMenu('行 三');
    fireEvent.click(screen.getByRole('menuitem', { name: '削除する' }));
    expect(screen.getByRole('dialog', { name: 'Delete it' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(3));
    await screen.findByText('削除しました。');
  });

  it('opens the form with the row', () => {
    setSignedInUser(buildAdmin({ section_permissions: { admins_permission: ACCESS_LEVEL.write } }));
    renderWithProviders(<List rows={[{ id: 4, name: '行 四', active: true, password_set: true }]} remove={vi.fn()} />);
    openMenu('行 四');
    fireEvent.click(screen.getByRole('menuitem', { name: '編集' }));
    expect(screen.getByRole('button', { name: 'form of 行 四' })).toBeTruthy();
  });

  it('shows an action the row refuses disabled with its reason, and choosing it does nothing', () => {
    setSignedInUser(buildAdmin({ section_permissions: { admins_permission: ACCESS_LEVEL.all } }));
    const remove = vi.fn(() => Promise.resolve());
    const row = { id: 5, name: '行 五 使用中', active: true, password_set: true, abilities: { edit: true, delete: false } };
    renderWithProviders(<List rows={[row]} remove={remove} />);
    openMenu('行 五 使用中');
    const item = screen.getByRole('menuitem', { name: /削除する/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('まだ使われているため削除できません');
    fireEvent.click(item);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('hides a refused action that gives no reason', () => {
    setSignedInUser(buildAdmin({ section_permissions: { admins_permission: ACCESS_LEVEL.all } }));
    renderWithProviders(<List rows={[{ id: 6, name: '行 六', active: true, password_set: true, abilities: { edit: true, delete: false } }]} remove={vi.fn()} />);
    openMenu('行 六');
    expect(menuItems()).toEqual(['編集']);
  });
});
