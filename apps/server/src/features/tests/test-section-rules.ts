import { PUBLISH_STATUS, type PublishStatus } from '@manabiya/domain/enums/information';
import { TEST_KIND, type TestKind } from '@manabiya/domain/enums/tests';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { TEST_MESSAGES } from './test-context.ts';
import * as repo from './test-sections.repository.ts';

/*
 * The rules the timed sections of CAB tests keep on every write (decision 048, "CAB sections"): only a
 * CAB test has sections, a question's section is one of its test's, and a published CAB test with
 * sections has each of its questions in one.
 */

type SectionedTest = { id: number; kind: TestKind; publish_status: PublishStatus };

/**
 * A published CAB test with sections must give every question in one of them (an attempt walks the
 * sections, so a question in none would never be shown): 409 naming how many lack one. `publishing`:
 * the write is the one that publishes, which the message says.
 */
export async function checkSectionsAssigned(tx: Db, test: SectionedTest, publishing: boolean): Promise<void> {
  if (test.kind !== TEST_KIND.cab || test.publish_status !== PUBLISH_STATUS.public) return;
  if ((await repo.sectionsOf(tx, test.id)).length === 0) return;
  const unassigned = await repo.unassignedQuestionCount(tx, test.id);
  if (unassigned === 0) return;
  throw conflict((publishing ? TEST_MESSAGES.unassignedToPublish : TEST_MESSAGES.unassignedWhilePublished).replace('{count}', String(unassigned)));
}

/** The section a question names must be one of its test's, and only a CAB test has sections: 400 naming the field otherwise. */
export async function checkQuestionSection(tx: Db, test: { id: number; kind: TestKind }, sectionId: number | null): Promise<void> {
  if (sectionId === null) return;
  if (test.kind !== TEST_KIND.cab) throw badRequest(TEST_MESSAGES.sectionsCabOnly, { section_id: TEST_MESSAGES.sectionsCabOnly });
  if (!(await repo.sectionOfTest(tx, sectionId, test.id))) throw badRequest(TEST_MESSAGES.sectionMissing, { section_id: TEST_MESSAGES.sectionMissing });
}

/** A test that has sections keeps its kind (CAB): 400 when a settings write would change it. */
export async function checkKindKeepsSections(tx: Db, testId: number, kind: TestKind): Promise<void> {
  if (kind !== TEST_KIND.cab && (await repo.sectionsOf(tx, testId)).length > 0) throw badRequest(TEST_MESSAGES.kindWithSections, { kind: TEST_MESSAGES.kindWithSections });
}
