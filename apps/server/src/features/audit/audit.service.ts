import { and, desc, eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema/audit.ts';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { withIsoDates } from '../../platform/presenters.ts';

/** Fields never written to the history, whatever the entity. */
const SECRET_FIELDS = new Set(['password_hash', 'token_hash']);
/** Fields that change on every write or are derived by the database, and say nothing to a reader. */
const NOISE_FIELDS = new Set(['created_at', 'updated_at', 'search_key']);

type Row = Record<string, unknown>;

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Nothing, as a reader sees it: no value, empty text or an empty list (the history shows each as 未設定). */
function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Whether a line says something: empty before and empty after (a new step's empty body) is no change. */
const isChange = (was: unknown, now: unknown) => !(isEmptyValue(was) && isEmptyValue(now)) && JSON.stringify(was) !== JSON.stringify(now);

/** Field → [before, after] for what differs; a create has no before, a delete no after. */
export function diffFields(before: Row | undefined, after: Row | undefined): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (SECRET_FIELDS.has(field) || NOISE_FIELDS.has(field) || field === 'id') continue;
    const was = comparable(before?.[field]) ?? null;
    const now = comparable(after?.[field]) ?? null;
    if (isChange(was, now)) changes[field] = [was, now];
  }
  return changes;
}

/** The lines of a stored entry that say something (entries written before empty-to-empty was skipped keep such lines). */
function meaningfulChanges(changes: Record<string, [unknown, unknown]>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(changes).filter(([, [was, now]]) => isChange(was, now)));
}

export interface AuditRecord {
  staffId: number;
  entityType: string;
  entityId: number;
  before?: Row;
  after?: Row;
}

/**
 * Records one admin write in the caller's transaction, so history and change commit together.
 * An update that changed nothing records nothing.
 */
export async function recordAudit(tx: Db, { staffId, entityType, entityId, before, after }: AuditRecord): Promise<void> {
  const action = !before ? 'create' : !after ? 'delete' : 'update';
  const changes = diffFields(before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLogs).values({ staff_id: staffId, action, entity_type: entityType, entity_id: entityId, changes });
}

/** Records the creation of many entities at once (an import), in chunks, in the caller's transaction. */
export async function recordAuditCreates(tx: Db, entries: ReadonlyArray<Omit<AuditRecord, 'before'> & { after: Row }>): Promise<void> {
  const values = entries.map(({ staffId, entityType, entityId, after }) => ({
    staff_id: staffId,
    action: 'create' as const,
    entity_type: entityType,
    entity_id: entityId,
    changes: diffFields(undefined, after),
  }));
  for (let start = 0; start < values.length; start += 1_000) await tx.insert(auditLogs).values(values.slice(start, start + 1_000));
}

export async function listAuditEntries(db: Db, entityType: string, entityId: number) {
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      staff_id: auditLogs.staff_id,
      staff_name: staff.name,
      changes: auditLogs.changes,
      created_at: auditLogs.created_at,
    })
    .from(auditLogs)
    .leftJoin(staff, eq(staff.id, auditLogs.staff_id))
    .where(and(eq(auditLogs.entity_type, entityType), eq(auditLogs.entity_id, entityId)))
    .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
    .limit(200);
  return rows
    .map((row) => withIsoDates({ ...row, changes: meaningfulChanges(row.changes) }))
    .filter((entry) => entry.action !== 'update' || Object.keys(entry.changes).length > 0);
}

/** The audit trail as other features use it: record inside their transaction, read an entity's history. */
export function createAuditService({ db }: { db: Db }) {
  return {
    record: (tx: Db, entry: AuditRecord) => recordAudit(tx, entry),
    recordCreates: (tx: Db, entries: Parameters<typeof recordAuditCreates>[1]) => recordAuditCreates(tx, entries),
    history: (entityType: string, entityId: number) => listAuditEntries(db, entityType, entityId),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
