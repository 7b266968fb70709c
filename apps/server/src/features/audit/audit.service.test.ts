import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/audit.ts';
import { createAdmin } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { diffFields, listAuditEntries, recordAudit } from './audit.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('keeps only changed fields and never secrets or timestamps', () => {
    expect(
      diffFields(
        { id: 1, name: 'a', email: 'x', password_hash: 'h1', updated_at: new Date(0) },
        { id: 1, name: 'b', email: 'x', password_hash: 'h2', updated_at: new Date(1) },
      ),
    ).toEqual({ name: ['a', 'b'] });
    expect(diffFields(undefined, { name: 'new', password_hash: 'h' })).toEqual({ name: [null, 'new'] });
  });

  it('writes no line from nothing to nothing (no value, empty text, an empty list), and reads none from older entries', async () => {
    expect(diffFields(undefined, { body: '', movie_ids: [], title: 'a' })).toEqual({ title: [null, 'a'] });
    expect(diffFields({ body: null }, { body: '' })).toEqual({});
    const { id: staffId } = await createAdmin(t);
    await t.db.insert(auditLogs).values([
      { staff_id: staffId, action: 'create', entity_type: 'step', entity_id: 77, changes: { body: [null, ''], title: [null, 'a'] } },
      { staff_id: staffId, action: 'update', entity_type: 'step', entity_id: 77, changes: { body: ['', null] } },
    ]);
    const entries = await listAuditEntries(t.db, 'step', 77);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([['create', { title: [null, 'a'] }]]);
  });

  it('records create, update and delete with who did it, newest first, and skips empty updates', async () => {
    const { id: staffId, name } = await createAdmin(t);
    await recordAudit(t.db, { staffId, entityType: 'company', entityId: 99, after: { name: 'A社' } });
    await recordAudit(t.db, { staffId, entityType: 'company', entityId: 99, before: { name: 'A社' }, after: { name: 'A社' } });
    await recordAudit(t.db, { staffId, entityType: 'company', entityId: 99, before: { name: 'A社' }, after: { name: 'B社' } });
    await recordAudit(t.db, { staffId, entityType: 'company', entityId: 99, before: { name: 'B社' } });
    const entries = await listAuditEntries(t.db, 'company', 99);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1]).toMatchObject({ staff_name: name, changes: { name: ['A社', 'B社'] } });
  });
});
