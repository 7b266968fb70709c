import type { AuditEntry } from '@manabiya/domain/contracts/audit';
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

/**
 * How a history names the records its values point at: a line reads 「カリキュラム: 未設定 → HTML基礎」,
 * not 「… → 10」. `kindOfField` says which kind of record each field's ids are (a number, a list of
 * numbers, or a list of `{curriculum_id}`); `namesOf` finds the names of those still there.
 */
export interface HistoryNames<K extends string = string> {
  kindOfField: Readonly<Record<string, K>>;
  namesOf: (kind: K, ids: number[]) => Promise<Map<number, string>>;
}

/** The ids a value holds: a number, a list of numbers, or a list of `{curriculum_id}` (a course's curricula). */
function idsIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item === 'number') return [item];
    const id = typeof item === 'object' && item !== null ? (item as { curriculum_id?: unknown }).curriculum_id : undefined;
    return typeof id === 'number' ? [id] : [];
  });
}

/**
 * Each entry with the names of the records its values point at (`names`: by kind and id), looked up
 * once per kind for the whole history. The values stay as recorded (ids), so a renamed record shows its
 * name of today and a deleted one its id.
 */
export async function withRecordNames<E extends AuditEntry, K extends string>(entries: readonly E[], { kindOfField, namesOf }: HistoryNames<K>): Promise<E[]> {
  const perEntry = entries.map((entry) => {
    const ids = new Map<K, Set<number>>();
    for (const [field, [before, after]] of Object.entries(entry.changes)) {
      const kind = Object.hasOwn(kindOfField, field) ? kindOfField[field] : undefined;
      if (kind === undefined) continue;
      ids.set(kind, new Set([...(ids.get(kind) ?? []), ...idsIn(before), ...idsIn(after)]));
    }
    return ids;
  });
  const wanted = new Map<K, Set<number>>();
  for (const ids of perEntry) for (const [kind, set] of ids) wanted.set(kind, new Set([...(wanted.get(kind) ?? []), ...set]));
  const found = new Map(await Promise.all([...wanted].map(async ([kind, set]) => [kind, await namesOf(kind, [...set])] as const)));
  return entries.map((entry, index) => {
    const names: Record<string, Record<string, string>> = {};
    for (const [kind, set] of perEntry[index]!) {
      const known = [...set].flatMap((id) => {
        const name = found.get(kind)?.get(id);
        return name === undefined ? [] : [[String(id), name] as const];
      });
      if (known.length > 0) names[kind] = Object.fromEntries(known);
    }
    return Object.keys(names).length > 0 ? { ...entry, names } : entry;
  });
}

/** The audit trail as other features use it: record inside their transaction, read an entity's history (naming the records its ids point at, when told how). */
export function createAuditService({ db }: { db: Db }) {
  return {
    record: (tx: Db, entry: AuditRecord) => recordAudit(tx, entry),
    recordCreates: (tx: Db, entries: Parameters<typeof recordAuditCreates>[1]) => recordAuditCreates(tx, entries),
    history: async <K extends string>(entityType: string, entityId: number, names?: HistoryNames<K>): Promise<AuditEntry[]> => {
      const entries = await listAuditEntries(db, entityType, entityId);
      return names ? withRecordNames(entries, names) : entries;
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
