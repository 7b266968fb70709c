import { staffAbilities } from '@manabiya/domain/contracts/staff';
import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { buildAdmin } from '../../../test/user-fixtures.ts';
import { StaffFormDialog } from './staff-form-dialog.tsx';

const SIGNED_IN_ID = 1;

const MEMBER: Omit<StaffItem, 'abilities'> = {
  id: 7,
  name: '営業 次郎',
  name_kana: null,
  email: 'jiro@example.com',
  main_role: MAIN_ROLE.sales,
  role_type: ROLE_TYPE.sales_general,
  employment_type: EMPLOYMENT_TYPE.employee,
  permission_role_id: 3,
  permission_role_name: '営業',
  active: true,
  password_set: true,
  teacher_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const ROLE_HINT = '役割や権限ロールの割り当てには「ロール管理」の全体権限が必要です。';
const OWN_ROLE_HINT = 'ご自身の役割と権限ロールは変更できません。別のロール管理者に依頼してください。';
const EMAIL_HINT = 'ほかのスタッフのメールアドレスの変更には「スタッフ管理」の全体権限が必要です。';

function signInWith(section_permissions: SectionPermissions) {
  setSignedInUser(buildAdmin({ id: SIGNED_IN_ID, section_permissions }));
}

/** The member as the list sends it: with the abilities the server computes for the signed-in editor. */
function memberFor(permissions: SectionPermissions, changes: Partial<StaffItem> = {}): StaffItem {
  const row = { ...MEMBER, ...changes };
  return { ...row, abilities: staffAbilities({ id: SIGNED_IN_ID, permissions }, { ...row, last_role_manager: false }) };
}

const field = {
  mainRole: () => screen.getByRole('combobox', { name: /役割/ }),
  permissionRole: () => screen.getByRole('combobox', { name: /権限ロール/ }),
  email: () => screen.getByLabelText(/メールアドレス/, { selector: 'input' }),
};
const isDisabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true' || element.hasAttribute('disabled');

beforeEach(async () => {
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
  // Only the member's history is fetched; an empty one is enough here.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The server refuses these changes (decision 015); the form should not offer them.
describe('staff form: role, main role and e-mail follow what the server allows', () => {
  it('locks role, main role and e-mail, with hints, for an admins-write editor without role management', () => {
    const permissions = { admins_permission: ACCESS_LEVEL.write, role_management_permission: ACCESS_LEVEL.read };
    signInWith(permissions);
    renderWithProviders(<StaffFormDialog staff={memberFor(permissions)} onClose={() => {}} />);
    expect(isDisabled(field.mainRole())).toBe(true);
    expect(isDisabled(field.permissionRole())).toBe(true);
    expect(screen.getAllByText(ROLE_HINT).length).toBeGreaterThan(0);
    expect(isDisabled(field.email())).toBe(true);
    expect(screen.getByText(EMAIL_HINT)).toBeTruthy();
    expect(isDisabled(screen.getByLabelText(/^氏名\s*\*?$/, { selector: 'input' }))).toBe(false);
  });

  it('leaves them open to a role manager with admins at all editing someone else', () => {
    const permissions = { admins_permission: ACCESS_LEVEL.all, role_management_permission: ACCESS_LEVEL.all };
    signInWith(permissions);
    renderWithProviders(<StaffFormDialog staff={memberFor(permissions)} onClose={() => {}} />);
    expect(isDisabled(field.mainRole())).toBe(false);
    expect(isDisabled(field.permissionRole())).toBe(false);
    expect(isDisabled(field.email())).toBe(false);
    expect(screen.queryByText(ROLE_HINT)).toBeNull();
  });

  it('locks one’s own role and main role even for a role manager, but not one’s own e-mail', () => {
    const permissions = { admins_permission: ACCESS_LEVEL.all, role_management_permission: ACCESS_LEVEL.all };
    signInWith(permissions);
    renderWithProviders(<StaffFormDialog staff={memberFor(permissions, { id: SIGNED_IN_ID })} onClose={() => {}} />);
    expect(isDisabled(field.mainRole())).toBe(true);
    expect(isDisabled(field.permissionRole())).toBe(true);
    expect(screen.getAllByText(OWN_ROLE_HINT).length).toBeGreaterThan(0);
    expect(isDisabled(field.email())).toBe(false);
  });
});
