import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '../permissions/access-levels.ts';
import { permissionRoleAbilities } from './permission-roles.ts';
import { staffAbilities, staffRefusal } from './staff.ts';

const admin = { id: 1, permissions: { admins_permission: ACCESS_LEVEL.all, role_management_permission: ACCESS_LEVEL.all } };
const member = { id: 2, active: true, password_set: true, last_role_manager: false };

describe('staffAbilities', () => {
  it('refuses acting on oneself where the service does, with the reason it answers', () => {
    expect(staffRefusal('delete', admin, { ...member, id: 1 })).toBe('self');
    expect(staffRefusal('deactivate', admin, { ...member, id: 1 })).toBe('self');
    expect(staffRefusal('change_role', admin, { ...member, id: 1 })).toBe('self');
    expect(staffAbilities(admin, { ...member, id: 1 })).toMatchObject({ edit: true, change_email: true, end_sessions: true });
  });

  it('follows the row: reinvite while pending and active, activate when inactive, keep the last role manager', () => {
    expect(staffAbilities(admin, { ...member, password_set: false })).toMatchObject({ reinvite: true, deactivate: true, activate: false });
    expect(staffRefusal('reinvite', admin, { ...member, active: false, password_set: false })).toBe('inactive');
    expect(staffRefusal('reinvite', admin, member)).toBe('password_set');
    expect(staffAbilities(admin, { ...member, active: false })).toMatchObject({ activate: true, deactivate: false });
    expect(staffAbilities(admin, { ...member, last_role_manager: true })).toMatchObject({ delete: false, deactivate: false, edit: true });
  });

  it('offers a reset mail to an active member with a password, never alongside a pending invitation', () => {
    expect(staffAbilities(admin, member)).toMatchObject({ send_reset_mail: true, reinvite: false });
    expect(staffRefusal('send_reset_mail', admin, { ...member, password_set: false })).toBe('password_not_set');
    expect(staffRefusal('send_reset_mail', admin, { ...member, active: false })).toBe('inactive');
    expect(staffRefusal('send_reset_mail', { id: 5, permissions: { admins_permission: ACCESS_LEVEL.read } }, member)).toBe('forbidden');
  });

  it('needs admins write to edit, all to delete or end sessions, and role_management all to give a role', () => {
    const writer = { id: 3, permissions: { admins_permission: ACCESS_LEVEL.write } };
    expect(staffAbilities(writer, member)).toEqual({
      edit: true,
      delete: false,
      deactivate: true,
      activate: false,
      reinvite: false,
      send_reset_mail: true,
      end_sessions: false,
      change_role: false,
      change_email: false,
    });
    expect(Object.values(staffAbilities({ id: 4, permissions: null }, member)).some(Boolean)).toBe(false);
  });
});

describe('permissionRoleAbilities', () => {
  it('never changes the levels of one’s own role nor deletes a role in use', () => {
    const actor = { permissions: admin.permissions, roleId: 7 };
    expect(permissionRoleAbilities(actor, { id: 7, staff_count: 1 })).toEqual({ edit: true, edit_levels: false, delete: false });
    expect(permissionRoleAbilities(actor, { id: 8, staff_count: 0 })).toEqual({ edit: true, edit_levels: true, delete: true });
    expect(permissionRoleAbilities({ permissions: { role_management_permission: ACCESS_LEVEL.read }, roleId: null }, { id: 8, staff_count: 0 })).toEqual({
      edit: false,
      edit_levels: false,
      delete: false,
    });
  });
});
