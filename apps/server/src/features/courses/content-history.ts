import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { Db } from '../../platform/db.ts';
import { recordNames, type NamedKind } from './courses.repository.ts';

/*
 * The history of a course, curriculum or step names the records its values point at: a line reads
 * 「カリキュラム: 未設定 → HTML基礎」, not 「… → 10」. The values stay as recorded (ids); each entry
 * carries the names of its ids (`names`), looked up when the history is read, so a renamed record
 * shows its name of today and a deleted one its id.
 */

/** Which field holds ids of which kind (a `curricula` entry holds a curriculum_id). */
const KIND_OF_FIELD: Readonly<Record<string, NamedKind>> = {
  copied_from_course_id: 'course',
  curriculum_id: 'curriculum',
  copied_from_curriculum_id: 'curriculum',
  curricula: 'curriculum',
  step_order: 'step',
  step_ids: 'step',
  movie_ids: 'movie',
};

/** The ids a value holds: a number, a list of numbers, or a course's curricula list. */
function idsIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item === 'number') return [item];
    const id = typeof item === 'object' && item !== null ? (item as { curriculum_id?: unknown }).curriculum_id : undefined;
    return typeof id === 'number' ? [id] : [];
  });
}

function idsOfEntry(entry: AuditEntry): Map<NamedKind, Set<number>> {
  const ids = new Map<NamedKind, Set<number>>();
  for (const [field, [before, after]] of Object.entries(entry.changes)) {
    const kind = KIND_OF_FIELD[field];
    if (!kind) continue;
    const set = ids.get(kind) ?? new Set<number>();
    for (const id of [...idsIn(before), ...idsIn(after)]) set.add(id);
    ids.set(kind, set);
  }
  return ids;
}

/** Each entry with the names of the records its values point at (one query per kind for the whole history). */
export async function withNames<E extends AuditEntry>(db: Db, entries: readonly E[]): Promise<E[]> {
  const perEntry = entries.map(idsOfEntry);
  const wanted = new Map<NamedKind, Set<number>>();
  for (const ids of perEntry) {
    for (const [kind, set] of ids) wanted.set(kind, new Set([...(wanted.get(kind) ?? []), ...set]));
  }
  const found = new Map<NamedKind, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([kind, set]) => {
      found.set(kind, await recordNames(db, kind, [...set]));
    }),
  );
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
