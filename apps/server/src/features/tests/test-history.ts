import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import { inArray } from 'drizzle-orm';
import { courses, curricula } from '../../db/schema/courses.ts';
import type { Db } from '../../platform/db.ts';

/*
 * A test's history names the curriculum and course its values point at: a line reads
 * 「カリキュラム: HTML基礎 → CSS基礎」, not 「10 → 12」. The values stay as recorded (ids); each entry
 * carries the names of its ids (`names`, as the content histories do), looked up when the history is
 * read, so a renamed record shows its name of today and a deleted one its id.
 */

const KIND_OF_FIELD = { curriculum_id: 'curriculum', course_id: 'course' } as const;
type NamedKind = (typeof KIND_OF_FIELD)[keyof typeof KIND_OF_FIELD];
const TABLE_OF_KIND = { curriculum: curricula, course: courses } as const;

const kindOf = (field: string): NamedKind | undefined => (Object.hasOwn(KIND_OF_FIELD, field) ? KIND_OF_FIELD[field as keyof typeof KIND_OF_FIELD] : undefined);

/** The ids of each kind an entry's values hold. */
function idsOfEntry(entry: AuditEntry): Array<[NamedKind, number]> {
  return Object.entries(entry.changes).flatMap(([field, values]) => {
    const kind = kindOf(field);
    return kind ? values.filter((value): value is number => typeof value === 'number').map((id): [NamedKind, number] => [kind, id]) : [];
  });
}

/** Each entry with the names of the curriculum and course its values point at (one query per kind for the whole history). */
export async function withNames<E extends AuditEntry>(db: Db, entries: readonly E[]): Promise<E[]> {
  const perEntry = entries.map(idsOfEntry);
  const wanted = (kind: NamedKind) => [...new Set(perEntry.flat().flatMap(([entryKind, id]) => (entryKind === kind ? [id] : [])))];
  const found = new Map<NamedKind, Map<number, string>>();
  await Promise.all(
    (['curriculum', 'course'] as const).map(async (kind) => {
      const ids = wanted(kind);
      const table = TABLE_OF_KIND[kind];
      const rows = ids.length === 0 ? [] : await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
      found.set(kind, new Map(rows.map((row) => [row.id, row.name])));
    }),
  );
  return entries.map((entry, index) => {
    const names: Record<string, Record<string, string>> = {};
    for (const [kind, id] of perEntry[index]!) {
      const name = found.get(kind)?.get(id);
      if (name !== undefined) names[kind] = { ...names[kind], [String(id)]: name };
    }
    return Object.keys(names).length > 0 ? { ...entry, names } : entry;
  });
}
