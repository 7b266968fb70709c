import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { createAdmin, createCompany } from '../../test/factories.ts';
import { createTestApp, usesPostgres, type TestApp } from '../../test/test-app.ts';

/** Issue 10 item 8, decision 024: one company per name, compared trimmed, case- and width-insensitively (NFKC). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const URL = '/api/admin/company';
const mark = () => Math.random().toString(36).slice(2, 8).toUpperCase();

describe('duplicate company names', () => {
  it('refuses a name that means the same as an existing one with 409 naming that company, in Japanese and English', async () => {
    const id = mark();
    const existing = await createCompany(t, { name: `テスト工業株式会社 ${id}` });
    for (const same of [`テスト工業株式会社 ${id}`, `  テスト工業株式会社   ${id} `, `ﾃｽﾄ工業株式会社\u3000${id.toLowerCase()}`, `テスト工業株式会社 ${[...id].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')}`]) {
      const refused = await t.call('POST', URL, admin, { name: same });
      expect(refused.statusCode, same).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'conflict',
        message: `「${existing.name}」（会社ID ${existing.id}）がすでに登録されています。同じ会社なら登録済みのものを使い、別の会社なら名前を変えてください。`,
        details: { name: 'この名前の会社はすでに登録されています。' },
      });
    }
    const english = await t.call('POST', URL, admin, { name: existing.name }, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toBe(`“${existing.name}” (company ID ${existing.id}) already exists. If it is the same company, use it; if not, choose another name.`);
    expect((await t.call('POST', URL, admin, { name: `テスト工業 ${id}` })).statusCode).toBe(201);
  });

  it('refuses renaming a company to another one’s name, but keeps its own name on save', async () => {
    const first = await createCompany(t, { name: `アルファ ${mark()}` });
    const second = await createCompany(t, { name: `ベータ ${mark()}` });
    const renamed = await t.call('PUT', `${URL}/${second.id}`, admin, { name: first.name.toUpperCase() });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ message: string }>().message).toContain(`会社ID ${first.id}`);
    expect((await t.call('PUT', `${URL}/${second.id}`, admin, { name: ` ${second.name} ` })).statusCode).toBe(200);
  });

  it(`gives one 201 and one 409 to two creates sent at once (a double click)${usesPostgres ? ' on PostgreSQL' : ''}`, async () => {
    const name = `同時作成 ${mark()}`;
    const answers = await Promise.all([t.call('POST', URL, admin, { name }), t.call('POST', URL, admin, { name })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const created = answers.find((answer) => answer.statusCode === 201)!.json<CompanyItem>();
    expect(answers.find((answer) => answer.statusCode === 409)!.json<{ message: string }>().message).toContain(`会社ID ${created.id}`);
    const list = (await t.call('GET', `${URL}?q=${encodeURIComponent(name)}`, admin)).json<{ total: number }>();
    expect(list.total).toBe(1);
    // The database itself holds the rule, whatever raced past the check.
    const direct = await t.db.insert(companies).values({ name: `  ${name.toUpperCase()} ` }).then(() => undefined, (error: unknown) => error);
    expect(isUniqueViolation(direct)).toBe(true);
  });
});
