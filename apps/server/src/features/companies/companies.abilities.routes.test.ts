import type { CompanyItem, CompanyListResponse } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { companyEndpoints, companyUserEndpoints } from '@manabiya/domain/endpoints/companies';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const listed = async (token: string, id: number): Promise<CompanyItem> => {
  const response = await t.call('GET', `${pathOf(companyEndpoints.list)}?page_size=200`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyListResponse>().items.find((item) => item.id === id)!;
};

const userOf = async (token: string, id: number): Promise<CompanyUserItem> => {
  const response = await t.call('GET', pathOf(companyUserEndpoints.get, { id }), token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyUserItem>();
};

describe('company abilities', () => {
  it('offers delete only for a company without people, and the server refuses exactly what is not offered', async () => {
    const empty = await createCompany(t);
    const inUse = await createCompany(t);
    await createCompanyUser(t, inUse.id);

    expect((await listed(admin, empty.id)).abilities).toEqual({ edit: true, delete: true });
    const busy = await listed(admin, inUse.id);
    expect(busy.abilities).toEqual({ edit: true, delete: false });
    // The detail answer carries the same abilities as the list row.
    expect((await t.call('GET', pathOf(companyEndpoints.get, { id: inUse.id }), admin)).json<CompanyItem>().abilities).toEqual(busy.abilities);

    expect((await t.call('DELETE', pathOf(companyEndpoints.remove, { id: inUse.id }), admin)).statusCode).toBe(409);
    expect((await t.call('DELETE', pathOf(companyEndpoints.remove, { id: empty.id }), admin)).statusCode).toBe(204);
  });

  it('follows the company section level: write edits, only all deletes', async () => {
    const company = await createCompany(t);
    const writer = await staffWith(t, { company: ACCESS_LEVEL.write });
    const reader = await staffWith(t, { company: ACCESS_LEVEL.read });
    expect((await listed(writer.token, company.id)).abilities).toEqual({ edit: true, delete: false });
    expect((await listed(reader.token, company.id)).abilities).toEqual({ edit: false, delete: false });
    expect((await t.call('DELETE', pathOf(companyEndpoints.remove, { id: company.id }), writer.token)).statusCode).toBe(403);
  });
});

describe('company user abilities', () => {
  it('follows the account state: a pending invitation, a signed-up user, a deactivated one', async () => {
    const company = await createCompany(t);
    const pendingResponse = await t.call('POST', pathOf(companyUserEndpoints.create), admin, { company_id: company.id, name: '招待 中', email: `pending-${Date.now()}@example.com` });
    const pending = pendingResponse.json<CompanyUserItem>();
    expect(pending.abilities).toEqual({ edit: true, activate: false, deactivate: true, reinvite: true, send_reset_mail: false, end_sessions: true, delete: true });
    expect((await t.call('POST', pathOf(companyUserEndpoints.invite, { id: pending.id }), admin)).statusCode).toBe(200);

    const signedUp = await createCompanyUser(t, company.id);
    const active = await userOf(admin, signedUp.id);
    expect(active.abilities).toEqual({ edit: true, activate: false, deactivate: true, reinvite: false, send_reset_mail: true, end_sessions: true, delete: false });
    expect((await t.call('POST', pathOf(companyUserEndpoints.invite, { id: active.id }), admin)).statusCode).toBe(409);
    expect((await t.call('DELETE', pathOf(companyUserEndpoints.remove, { id: active.id }), admin)).statusCode).toBe(409);

    const body = { name: active.name, name_kana: active.name_kana, email: active.email, active: false };
    const deactivated = (await t.call('PUT', pathOf(companyUserEndpoints.update, { id: active.id }), admin, body)).json<CompanyUserItem>();
    expect(deactivated.abilities).toEqual({ edit: true, activate: true, deactivate: false, reinvite: false, send_reset_mail: false, end_sessions: true, delete: true });
    expect((await t.call('POST', pathOf(companyUserEndpoints.invite, { id: active.id }), admin)).statusCode).toBe(409);
    expect((await t.call('DELETE', pathOf(companyUserEndpoints.remove, { id: active.id }), admin)).statusCode).toBe(204);
  });

  it('follows the company_detail level: read offers nothing, write no delete or end of sessions', async () => {
    const company = await createCompany(t);
    const user = await createCompanyUser(t, company.id);
    const writer = await staffWith(t, { company_detail: ACCESS_LEVEL.write });
    const reader = await staffWith(t, { company_detail: ACCESS_LEVEL.read });
    const users = await t.call('GET', pathOf(companyEndpoints.users, { id: company.id }), writer.token);
    expect(users.json<CompanyUserItem[]>()[0]!.abilities).toEqual({ edit: true, activate: false, deactivate: true, reinvite: false, send_reset_mail: true, end_sessions: false, delete: false });
    expect((await userOf(reader.token, user.id)).abilities).toEqual({ edit: false, activate: false, deactivate: false, reinvite: false, send_reset_mail: false, end_sessions: false, delete: false });
    expect((await t.call('POST', pathOf(companyUserEndpoints.endSessions, { id: user.id }), writer.token)).statusCode).toBe(403);
  });
});
