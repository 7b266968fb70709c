import { outcomeOf, scoreAnswer } from '@manabiya/domain/contracts/test-scoring';
import {
  type AttemptView,
  type NextSectionBody,
  type SaveAnswerBody,
  type SaveAnswerResult,
  type StudentTestDetail,
  type StudentTestItem,
} from '@manabiya/domain/contracts/tests';
import { FINISHED_BY, QUESTION_KIND, TEST_KIND, type FinishedBy } from '@manabiya/domain/enums/tests';
import type { FrozenQuestion } from '../../db/schema/tests.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { createRandom, type Random } from '../../platform/sample-data.ts';
import { TEST_MESSAGES, type TestDeps } from './test-context.ts';
import { enterSection, sectionIndexesOf, settleByClock, stepAfter, type ClockSection } from './section-clock.ts';
import * as repo from './test-attempts.repository.ts';
import * as sectionsRepo from './test-sections.repository.ts';
import * as standings from './test-standings.repository.ts';
import * as testsRepo from './tests.repository.ts';
import { freezeQuestion, gradeBandsOf, outcomeOfRow, presentAttempt, reviewNow } from './tests.presenter.ts';

/*
 * The tests service's student part (decision 048): the tests a student may take, their attempts on
 * the server's clock, every answer kept by its seq, and the finish — by the student, at a read or a
 * save past the deadline, or by the finishing job — scored once from the attempt's frozen questions.
 */

const MINUTE_MS = 60_000;
/** Open attempts past their deadline the finishing job takes per transaction. */
const EXPIRED_BATCH = 100;

// ───────────── Which tests, and whether a start is allowed ─────────────

interface Standing {
  attemptsUsed: number;
  openAttempt: repo.StudentAttemptRow | undefined;
  finished: repo.StudentAttemptRow[];
  nextAttemptAt: Date | null;
  /** Why a start now is refused (409), or undefined when it is allowed. */
  refusal: string | undefined;
}

/** Where the student stands with the test: attempts used, the open one (not past its deadline), and whether a new one may start now. */
function standingOf(test: repo.StudentTestRow, attempts: repo.StudentAttemptRow[], now: Date): Standing {
  const openAttempt = attempts.find((attempt) => attempt.submitted_at === null && (attempt.deadline_at === null || attempt.deadline_at > now));
  const finished = attempts.filter((attempt) => attempt.submitted_at !== null);
  const lastFinish = finished.reduce<Date | null>((latest, attempt) => (latest && latest > attempt.submitted_at! ? latest : attempt.submitted_at), null);
  const waitUntil = lastFinish && test.retake_wait_minutes > 0 ? new Date(lastFinish.getTime() + test.retake_wait_minutes * MINUTE_MS) : null;
  const nextAttemptAt = waitUntil && waitUntil > now ? waitUntil : null;
  let refusal: string | undefined;
  if (openAttempt) refusal = undefined;
  else if (test.available_from && now < test.available_from) refusal = TEST_MESSAGES.notOpenYet;
  else if (test.available_until && now >= test.available_until) refusal = TEST_MESSAGES.closed;
  else if (test.attempts_allowed !== null && attempts.length >= test.attempts_allowed) refusal = TEST_MESSAGES.noAttemptsLeft;
  else if (nextAttemptAt) refusal = TEST_MESSAGES.retakeWait.replace('{minutes}', String(test.retake_wait_minutes));
  else if (test.question_count === 0) refusal = TEST_MESSAGES.noQuestions;
  return { attemptsUsed: attempts.length, openAttempt, finished, nextAttemptAt, refusal };
}

function studentItemOf(test: repo.StudentTestRow, standing: Standing, now: Date): StudentTestItem {
  const outside = (test.available_from !== null && now < test.available_from) || (test.available_until !== null && now >= test.available_until);
  const state: StudentTestItem['state'] = standing.openAttempt ? 'in_progress' : standing.finished.length > 0 ? 'finished' : outside ? 'unavailable' : 'not_started';
  const review = reviewNow(test, now);
  const best = review.visible
    ? standing.finished
        .map(outcomeOfRow)
        .filter((outcome) => outcome !== null)
        .reduce<ReturnType<typeof outcomeOfRow>>((top, outcome) => (top === null || outcome.percent > top.percent ? outcome : top), null)
    : null;
  return {
    id: test.id,
    kind: test.kind,
    title: test.title,
    description: test.description,
    curriculum_name: test.curriculum_name,
    course_name: test.course_name,
    time_limit_minutes: test.time_limit_minutes,
    question_count: test.draw_count === null ? test.question_count : Math.min(test.draw_count, test.question_count),
    pass_percent: test.pass_percent,
    attempts_allowed: test.attempts_allowed,
    attempts_used: standing.attemptsUsed,
    attempts_left: test.attempts_allowed === null ? null : Math.max(0, test.attempts_allowed - standing.attemptsUsed),
    available_from: test.available_from?.toISOString() ?? null,
    available_until: test.available_until?.toISOString() ?? null,
    state,
    can_start: standing.refusal === undefined,
    open_attempt_id: standing.openAttempt?.id ?? null,
    next_attempt_at: standing.nextAttemptAt?.toISOString() ?? null,
    best,
  };
}

async function visibleTest(deps: TestDeps, studentId: number, testId: number): Promise<repo.StudentTestRow> {
  const [test] = await repo.visibleTests(deps.db, await repo.courseOfStudent(deps.db, studentId), testId);
  if (!test) throw notFound(TEST_MESSAGES.testNotFound);
  return test;
}

export async function listStudentTests(deps: TestDeps, studentId: number): Promise<StudentTestItem[]> {
  const tests = await repo.visibleTests(deps.db, await repo.courseOfStudent(deps.db, studentId));
  const attempts = await repo.attemptsOf(deps.db, studentId, tests.map((test) => test.id));
  const now = deps.now();
  return tests.map((test) => studentItemOf(test, standingOf(test, attempts.filter((attempt) => attempt.test_id === test.id), now), now));
}

export async function getStudentTest(deps: TestDeps, studentId: number, testId: number): Promise<StudentTestDetail> {
  const test = await visibleTest(deps, studentId, testId);
  const attempts = await repo.attemptsOf(deps.db, studentId, [testId]);
  const now = deps.now();
  const visible = reviewNow(test, now).visible;
  return {
    ...studentItemOf(test, standingOf(test, attempts, now), now),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      number: attempt.number,
      started_at: attempt.started_at.toISOString(),
      submitted_at: attempt.submitted_at?.toISOString() ?? null,
      outcome: visible ? outcomeOfRow(attempt) : null,
    })),
  };
}

// ───────────── Start ─────────────

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The questions an attempt is given: drawn (at random) when the test draws fewer, shuffled when set,
 * options too; frozen with their keys. A CAB test in sections (`sections`: their ids in order) gives
 * them grouped by section in the sections' order, shuffled within each, each frozen with its
 * section's position (every question of a published one is in a section; one in none is not given).
 */
export function questionsForAttempt(
  questions: readonly testsRepo.QuestionRow[],
  test: { draw_count: number | null; shuffle_questions: boolean; shuffle_options: boolean },
  random: Random,
  sections: readonly number[] = [],
): FrozenQuestion[] {
  let given = [...questions];
  if (test.draw_count !== null && test.draw_count < given.length) {
    const drawn = new Set(shuffled(given, random).slice(0, test.draw_count).map((question) => question.id));
    given = given.filter((question) => drawn.has(question.id));
  }
  const groups =
    sections.length === 0
      ? [{ position: null, questions: given }]
      : sections.map((sectionId, position) => ({ position, questions: given.filter((question) => question.section_id === sectionId) }));
  return groups.flatMap((group) =>
    (test.shuffle_questions ? shuffled(group.questions, random) : group.questions).map((question) => {
      const frozen = freezeQuestion(question, group.position);
      return test.shuffle_options ? { ...frozen, options: shuffled(frozen.options, random) } : frozen;
    }),
  );
}

/** The sections an attempt walks, each with its limit as the test now sets it (read by position). */
function walkOf(attempt: { questions: readonly FrozenQuestion[] }, sections: readonly sectionsRepo.SectionRow[]): ClockSection[] {
  return sectionIndexesOf(attempt.questions).map((index) => ({ index, time_limit_minutes: sections.find((section) => section.position === index)?.time_limit_minutes ?? 0 }));
}

/** A seed of the attempt's own (the student, the test, the attempt number and the time), so two attempts differ. */
const seedOf = (studentId: number, testId: number, number: number, now: Date) => (studentId * 7919 + testId * 104_729 + number * 31 + now.getTime()) >>> 0;

/** Resumes the student's open attempt, or starts one: its questions drawn and frozen, its deadline in server time. */
export async function startAttempt(deps: TestDeps, studentId: number, testId: number): Promise<AttemptView> {
  const test = await visibleTest(deps, studentId, testId);
  const now = deps.now();
  const open = await repo.openAttemptOf(deps.db, testId, studentId);
  if (open) {
    if (!pastDeadline(open, now)) return viewOf(deps, open);
    // Past its deadline: finished with what it holds before a new one may start.
    await finishAttempt(deps, open.id, FINISHED_BY.deadline);
  }
  const attempts = await repo.attemptsOf(deps.db, studentId, [testId]);
  const standing = standingOf(test, attempts, now);
  if (standing.refusal !== undefined) throw conflict(standing.refusal);
  // Numbered after the attempts just read (a start at the same moment is caught by the unique index below).
  const number = attempts.reduce((highest, attempt) => Math.max(highest, attempt.number), 0) + 1;
  const sections = test.kind === TEST_KIND.cab ? await sectionsRepo.sectionsOf(deps.db, testId) : [];
  const questions = questionsForAttempt(
    await testsRepo.questionsOf(deps.db, testId),
    test,
    createRandom(seedOf(studentId, testId, number, now)),
    sections.map((section) => section.id),
  );
  if (questions.length === 0) throw conflict(TEST_MESSAGES.noQuestions);
  const walk = walkOf({ questions }, sections);
  // In sections: the first one's clock, and the attempt ends with the last (the test's own limit is not used).
  const clock = walk.length === 0 ? null : enterSection(walk, 0, now, test.available_until, DEADLINE_GRACE_MS);
  const byLimit = test.time_limit_minutes === null ? null : new Date(now.getTime() + test.time_limit_minutes * MINUTE_MS);
  const deadline =
    clock?.deadline_at ?? (byLimit && test.available_until ? (byLimit < test.available_until ? byLimit : test.available_until) : (byLimit ?? test.available_until));
  try {
    const id = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertAttempt(tx, {
        test_id: testId,
        student_id: studentId,
        number,
        started_at: now,
        deadline_at: deadline,
        questions,
        ...(clock && { section_index: clock.section_index, section_deadline_at: clock.section_deadline_at }),
      });
      await standings.recordStart(tx, testId, studentId);
      return inserted;
    });
    return await viewOf(deps, (await repo.findAttempt(deps.db, id))!);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A start at the same moment won: the student gets the attempt it began.
    const winner = await repo.openAttemptOf(deps.db, testId, studentId);
    if (!winner) throw conflict(TEST_MESSAGES.attemptFinished);
    return viewOf(deps, winner);
  }
}

// ───────────── Read ─────────────

async function viewOf(deps: TestDeps, attempt: repo.AttemptRow): Promise<AttemptView> {
  const test = await repo.scoringSettingsOf(deps.db, attempt.test_id);
  const sections = sectionIndexesOf(attempt.questions).length === 0 ? [] : await sectionsRepo.sectionsOf(deps.db, attempt.test_id);
  return presentAttempt(attempt, await repo.answersOf(deps.db, attempt.id), test!, deps.now(), sections);
}

async function ownAttempt(deps: TestDeps, studentId: number, attemptId: number): Promise<repo.AttemptRow> {
  const attempt = await repo.findAttempt(deps.db, attemptId);
  if (!attempt || attempt.student_id !== studentId) throw notFound(TEST_MESSAGES.attemptNotFound);
  return attempt;
}

/**
 * An attempt is over once its deadline is this far behind: a save the page sent in the last moment is
 * still in flight at the deadline, and is kept when it arrives within the grace (decision 048).
 */
export const DEADLINE_GRACE_MS = 5_000;

const pastDeadline = (attempt: { deadline_at: Date | null }, now: Date) => attempt.deadline_at !== null && attempt.deadline_at.getTime() + DEADLINE_GRACE_MS <= now.getTime();

/** One of the student's attempts; one past its deadline and still open is finished first (nobody waits for the job). */
export async function getAttempt(deps: TestDeps, studentId: number, attemptId: number): Promise<AttemptView> {
  let attempt = await ownAttempt(deps, studentId, attemptId);
  if (attempt.submitted_at === null && pastDeadline(attempt, deps.now())) attempt = await finishAttempt(deps, attemptId, FINISHED_BY.deadline);
  return viewOf(deps, await settleSections(deps, attempt));
}

// ───────────── Timed sections (CAB) ─────────────

/**
 * Moves an open attempt in sections past every section whose time (and grace) is over, or finishes
 * it after the last; answers the attempt as it then stands (nobody waits for the job).
 */
async function settleSections(deps: TestDeps, attempt: repo.AttemptRow): Promise<repo.AttemptRow> {
  if (attempt.submitted_at !== null || attempt.section_deadline_at === null) return attempt;
  const [test, sections] = await Promise.all([repo.scoringSettingsOf(deps.db, attempt.test_id), sectionsRepo.sectionsOf(deps.db, attempt.test_id)]);
  const outcome = settleByClock(walkOf(attempt, sections), attempt, test!.available_until, deps.now(), DEADLINE_GRACE_MS);
  if (outcome.kind === 'unchanged') return attempt;
  if (outcome.kind === 'over') return finishAttempt(deps, attempt.id, FINISHED_BY.deadline);
  // Moved only if still where it was read (a concurrent move wins otherwise): either way, read back.
  await sectionsRepo.moveSection(deps.db, attempt.id, attempt.section_index, outcome.clock);
  return (await repo.findAttempt(deps.db, attempt.id))!;
}

/**
 * The student ends the section `from_section` and goes on to the next (after the last, the attempt is
 * submitted). Naming the section makes it idempotent: a repeat, or a call after the clock or another
 * call moved on, finds the attempt elsewhere and answers it as it stands without moving it again.
 */
export async function nextSection(deps: TestDeps, studentId: number, attemptId: number, body: NextSectionBody): Promise<AttemptView> {
  let attempt = await ownAttempt(deps, studentId, attemptId);
  if (attempt.submitted_at === null && pastDeadline(attempt, deps.now())) attempt = await finishAttempt(deps, attemptId, FINISHED_BY.deadline);
  attempt = await settleSections(deps, attempt);
  if (attempt.submitted_at !== null || attempt.section_deadline_at === null || attempt.section_index !== body.from_section) return viewOf(deps, attempt);
  const [test, sections] = await Promise.all([repo.scoringSettingsOf(deps.db, attempt.test_id), sectionsRepo.sectionsOf(deps.db, attempt.test_id)]);
  const walk = walkOf(attempt, sections);
  const step = stepAfter(walk, body.from_section);
  if (step === undefined) return viewOf(deps, await finishAttempt(deps, attemptId, FINISHED_BY.student, studentId));
  await sectionsRepo.moveSection(deps.db, attemptId, body.from_section, enterSection(walk, step, deps.now(), test!.available_until, DEADLINE_GRACE_MS));
  return viewOf(deps, (await repo.findAttempt(deps.db, attemptId))!);
}

// ───────────── Save ─────────────

function checkAnswerFits(question: FrozenQuestion, answer: SaveAnswerBody['answer']): void {
  const choice = question.kind === QUESTION_KIND.single || question.kind === QUESTION_KIND.multiple;
  if (choice && answer.keys) {
    const keys = new Set(question.options.map((option) => option.key));
    if (answer.keys.some((key) => !keys.has(key))) throw badRequest(TEST_MESSAGES.optionNotInQuestion, { 'answer.keys': TEST_MESSAGES.optionNotInQuestion });
  }
}

/**
 * Keeps one answer of an open attempt (the later seq wins; a repeat changes nothing) and answers the
 * seq the server holds. The attempt's row is share-locked meanwhile, so a finish waits for the write
 * and a write after a finish sees it finished: an acknowledged answer is always scored.
 */
export async function saveAnswer(deps: TestDeps, studentId: number, attemptId: number, body: SaveAnswerBody): Promise<SaveAnswerResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const attempt = await repo.shareLockAttempt(tx, attemptId);
    if (!attempt || attempt.student_id !== studentId) throw notFound(TEST_MESSAGES.attemptNotFound);
    if (attempt.submitted_at !== null) throw conflict(TEST_MESSAGES.attemptFinished);
    const now = deps.now();
    if (pastDeadline(attempt, now)) return 'past_deadline' as const;
    const question = attempt.questions.find((given) => given.id === body.question_id);
    if (!question) throw badRequest(TEST_MESSAGES.questionNotInAttempt, { question_id: TEST_MESSAGES.questionNotInAttempt });
    if (attempt.section_deadline_at !== null) {
      // In sections: only the current one takes answers, until its deadline and grace.
      if (pastDeadline({ deadline_at: attempt.section_deadline_at }, now)) return 'section_over' as const;
      if ((question.section ?? 0) < attempt.section_index) throw new HttpError(409, TEST_MESSAGES.sectionClosed, 'section_closed');
      if ((question.section ?? 0) > attempt.section_index) throw new HttpError(409, TEST_MESSAGES.sectionNotStarted, 'section_not_started');
    }
    checkAnswerFits(question, body.answer);
    const held = await repo.upsertAnswer(tx, { attempt_id: attemptId, question_id: body.question_id, answer: body.answer, seq: body.seq, saved_at: now });
    return { question_id: body.question_id, seq: held.seq, saved_at: held.saved_at.toISOString(), server_now: now.toISOString() };
  });
  if (outcome === 'section_over') {
    await settleSections(deps, (await repo.findAttempt(deps.db, attemptId))!);
    throw new HttpError(409, TEST_MESSAGES.sectionClosed, 'section_closed');
  }
  if (outcome !== 'past_deadline') return outcome;
  await finishAttempt(deps, attemptId, FINISHED_BY.deadline);
  throw new HttpError(409, TEST_MESSAGES.pastDeadline, 'past_deadline');
}

// ───────────── Finish ─────────────

/** Scores the locked open attempt from its frozen questions and the answers it holds, and stores the outcome. */
async function scoreAndFinish(deps: TestDeps, tx: Db, attempt: repo.AttemptRow, by: FinishedBy, now: Date): Promise<void> {
  const test = (await repo.scoringSettingsOf(tx, attempt.test_id))!;
  const answers = new Map((await repo.answersOf(tx, attempt.id)).map((answer) => [answer.question_id, answer.answer]));
  const scored = attempt.questions.map((question) => {
    const points = scoreAnswer(question, answers.get(question.id));
    return { question_id: question.id, points, correct: points >= question.points };
  });
  const score = scored.reduce((sum, entry) => sum + entry.points, 0);
  const maxScore = attempt.questions.reduce((sum, question) => sum + question.points, 0);
  const outcome = outcomeOf(score, maxScore, { pass_percent: test.pass_percent, grade_bands: gradeBandsOf(test) });
  // At the deadline the attempt ended then, whenever the server got to it.
  const endedAt = by === FINISHED_BY.deadline && attempt.deadline_at && attempt.deadline_at < now ? attempt.deadline_at : now;
  await repo.finishAttempt(tx, attempt.id, {
    submitted_at: endedAt,
    finished_by: by,
    scored,
    score: outcome.score,
    max_score: outcome.max_score,
    percent: outcome.percent,
    passed: outcome.passed,
    grade: outcome.grade,
  });
  await standings.recordFinish(tx, { id: attempt.id, test_id: attempt.test_id, student_id: attempt.student_id, submitted_at: endedAt, percent: outcome.percent, passed: outcome.passed, grade: outcome.grade, scored });
}

/**
 * Finishes an attempt once: in one transaction holding its row lock, so a repeat or a concurrent
 * finish finds it finished and changes nothing. A student's submit past the deadline is a finish by
 * the deadline. Answers the attempt as it now stands.
 */
async function finishAttempt(deps: TestDeps, attemptId: number, by: FinishedBy, studentId?: number): Promise<repo.AttemptRow> {
  await deps.db.transaction(async (tx) => {
    const attempt = await repo.lockAttempt(tx, attemptId);
    if (!attempt || (studentId !== undefined && attempt.student_id !== studentId)) throw notFound(TEST_MESSAGES.attemptNotFound);
    if (attempt.submitted_at !== null) return;
    const now = deps.now();
    await scoreAndFinish(deps, tx, attempt, pastDeadline(attempt, now) ? FINISHED_BY.deadline : by, now);
  });
  return (await repo.findAttempt(deps.db, attemptId))!;
}

export async function submitAttempt(deps: TestDeps, studentId: number, attemptId: number): Promise<AttemptView> {
  await ownAttempt(deps, studentId, attemptId);
  return viewOf(deps, await finishAttempt(deps, attemptId, FINISHED_BY.student, studentId));
}

/**
 * The finishing job (`tests.finish-expired`): every open attempt past its deadline, finished by the
 * deadline with what it holds, a batch per transaction. Rows another finish holds are skipped (that
 * finish ends them), so running it twice or on two instances at once changes nothing more. Then
 * CAB attempts whose section is over move on (moveExpiredSections).
 */
export async function finishExpiredAttempts(deps: TestDeps, signal?: AbortSignal): Promise<number> {
  let finished = 0;
  for (;;) {
    if (signal?.aborted) return finished;
    const now = deps.now();
    const count = await deps.db.transaction(async (tx) => {
      const expired = await repo.lockExpiredAttempts(tx, new Date(now.getTime() - DEADLINE_GRACE_MS), EXPIRED_BATCH);
      // By test then student: the standings' rows are locked in one order by every finish, so two never wait on each other.
      expired.sort((a, b) => a.test_id - b.test_id || a.student_id - b.student_id);
      for (const attempt of expired) await scoreAndFinish(deps, tx, attempt, FINISHED_BY.deadline, now);
      return expired.length;
    });
    finished += count;
    if (count < EXPIRED_BATCH) break;
  }
  await moveExpiredSections(deps, signal);
  return finished;
}

/**
 * The finishing job's second part: every open attempt whose current section is over (deadline and
 * grace) moves on to the section it is in by the clock, a batch per transaction; rows another
 * request holds are skipped (that request moves them). Attempts over altogether were finished above.
 */
async function moveExpiredSections(deps: TestDeps, signal?: AbortSignal): Promise<void> {
  for (;;) {
    if (signal?.aborted) return;
    const now = deps.now();
    const count = await deps.db.transaction(async (tx) => {
      const due = await sectionsRepo.lockAttemptsPastSection(tx, new Date(now.getTime() - DEADLINE_GRACE_MS), EXPIRED_BATCH);
      for (const attempt of due) {
        const [test, sections] = await Promise.all([repo.scoringSettingsOf(tx, attempt.test_id), sectionsRepo.sectionsOf(tx, attempt.test_id)]);
        const outcome = settleByClock(walkOf(attempt, sections), attempt, test!.available_until, now, DEADLINE_GRACE_MS);
        if (outcome.kind === 'moved') await sectionsRepo.moveSection(tx, attempt.id, attempt.section_index, outcome.clock);
        else if (outcome.kind === 'over') await scoreAndFinish(deps, tx, attempt, FINISHED_BY.deadline, now);
      }
      return due.length;
    });
    if (count < EXPIRED_BATCH) return;
  }
}
