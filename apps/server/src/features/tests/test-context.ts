import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CourseService } from '../courses/courses.service.ts';

/*
 * What every method of the tests service works with (tests.service.ts binds them to it), and the
 * messages the parts share.
 */

export interface TestServiceDeps {
  db: Db;
  audit: Pick<AuditService, 'record' | 'history'>;
  /** The courses feature names the curriculum and course a test's history points at. */
  courses: Pick<CourseService, 'namesOfRecords'>;
  /** Where question images are kept (files kind `test`). */
  storage: Pick<FileStorage, 'save' | 'read'>;
  logger?: FastifyBaseLogger;
  /** The server's clock (tests inject their own). Every deadline is measured on it. */
  now?: () => Date;
}

export interface TestDeps extends TestServiceDeps {
  now: () => Date;
}

export const testDepsOf = (deps: TestServiceDeps): TestDeps => ({ ...deps, now: deps.now ?? (() => new Date()) });

export const TEST_ENTITY = 'test';
export const QUESTION_ENTITY = 'test_question';

export const TEST_MESSAGES = {
  testNotFound: 'テストが見つかりません。削除されたか、受験できないテストです。',
  questionNotFound: '問題が見つかりません。削除された可能性があります。',
  attemptNotFound: '受験記録が見つかりません。',
  hasAttempts: 'このテストは受講生が受験済みのため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。',
  studentNotFound: 'お探しの受講生は見つかりませんでした。削除された可能性があります。',
  curriculumMissing: '選んだカリキュラムが見つかりません。一覧から選び直してください。',
  courseMissing: '選んだコースが見つかりません。一覧から選び直してください。',
  notOpenYet: 'このテストはまだ受験期間前です。',
  closed: 'このテストの受験期間は終了しました。',
  noAttemptsLeft: 'このテストの受験回数の上限に達しています。',
  retakeWait: '前回の受験から{minutes}分たつまで再受験できません。',
  noQuestions: 'このテストにはまだ問題がありません。',
  attemptFinished: 'この受験はすでに終了しています。',
  pastDeadline: '制限時間を過ぎたため、回答は保存されませんでした。受験は終了しました。',
  questionNotInAttempt: 'この受験にない問題です。画面を更新してください。',
  optionNotInQuestion: '選択肢がこの問題にありません。画面を更新してください。',
  questionOrder: '並び順には、このテストの問題{count}件をすべて1回ずつ指定してください。画面を更新してから並べ替えてください。',
  // CAB tests in timed sections
  sectionsCabOnly: 'セクションを設定できるのはCABテストだけです。',
  sectionMissing: '選んだセクションが見つかりません。画面を更新してから選び直してください。',
  sectionUnknown: 'このテストにないセクションが含まれています。画面を更新してください。',
  sectionsInUse: '受験中の受講生がいるため、セクションの削除・並べ替え・途中への追加はできません（名前と制限時間の変更、最後への追加はできます）。',
  kindWithSections: 'セクションがあるテストの種類は変更できません。先にセクションをすべて削除してください。',
  unassignedToPublish: 'セクションに割り当てられていない問題が{count}問あります。すべての問題をいずれかのセクションに割り当ててから公開してください。',
  unassignedWhilePublished: '公開中のテストのため、すべての問題をいずれかのセクションに割り当ててください（セクションのない問題が{count}問になります）。',
  sectionClosed: 'このセクションは終了しています。',
  sectionNotStarted: 'このセクションはまだ始まっていません。',
} as const;
