import type { TestDetail, TestSectionsBody } from '@manabiya/domain/contracts/tests';
import { TEST_KIND } from '@manabiya/domain/enums/tests';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { getTest } from './test-admin.service.ts';
import { TEST_ENTITY, TEST_MESSAGES, type TestDeps } from './test-context.ts';
import { checkSectionsAssigned } from './test-section-rules.ts';
import * as repo from './test-sections.repository.ts';
import * as testsRepo from './tests.repository.ts';

/* The tests service's part for the timed sections of CAB tests (decision 048, "CAB sections"): staff replace a test's list of sections. */

const auditOf = (sections: ReadonlyArray<{ id?: number; title: string; time_limit_minutes: number }>) =>
  sections.map(({ id, title, time_limit_minutes }) => ({ id: id ?? null, title, time_limit_minutes }));

/**
 * Replaces a CAB test's sections with the list given, in order: named ones are kept (their questions
 * with them), new ones added, the rest removed (their questions left in none). While a student is
 * taking the test, every section keeps its place (its attempt walks the sections by position):
 * renaming, new limits (from the next section it enters) and sections added at the end are allowed.
 */
export async function replaceSections(deps: TestDeps, caller: StaffCaller, testId: number, body: TestSectionsBody): Promise<TestDetail> {
  await deps.db.transaction(async (tx) => {
    const test = await testsRepo.lockTest(tx, testId);
    if (!test) throw notFound(TEST_MESSAGES.testNotFound);
    if (test.kind !== TEST_KIND.cab) throw badRequest(TEST_MESSAGES.sectionsCabOnly, { sections: TEST_MESSAGES.sectionsCabOnly });
    const current = await repo.sectionsOf(tx, testId);
    const currentIds = new Set(current.map((section) => section.id));
    body.sections.forEach((section, index) => {
      if (section.id !== undefined && !currentIds.has(section.id)) throw badRequest(TEST_MESSAGES.sectionUnknown, { [`sections.${index}.id`]: TEST_MESSAGES.sectionUnknown });
    });
    const newPosition = new Map(body.sections.flatMap((section, position) => (section.id === undefined ? [] : [[section.id, position] as const])));
    const moved = current.some((section) => newPosition.get(section.id) !== section.position);
    if (moved && (await repo.hasOpenAttempt(tx, testId))) throw conflict(TEST_MESSAGES.sectionsInUse);

    const unchanged =
      current.length === body.sections.length &&
      current.every((section, position) => {
        const given = body.sections[position]!;
        return given.id === section.id && given.title === section.title && given.time_limit_minutes === section.time_limit_minutes;
      });
    if (unchanged) return;
    await repo.deleteSections(
      tx,
      current.filter((section) => !newPosition.has(section.id)).map((section) => section.id),
    );
    for (const [position, section] of body.sections.entries()) {
      const values = { position, title: section.title, time_limit_minutes: section.time_limit_minutes };
      if (section.id === undefined) await repo.insertSection(tx, testId, values);
      else await repo.updateSection(tx, section.id, values);
    }
    await checkSectionsAssigned(tx, test, false);
    await deps.audit.record(tx, { staffId: caller.id, entityType: TEST_ENTITY, entityId: testId, before: { sections: auditOf(current) }, after: { sections: auditOf(body.sections) } });
  });
  return getTest(deps, caller, testId);
}
