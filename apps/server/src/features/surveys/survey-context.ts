import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CourseService } from '../courses/courses.service.ts';
import type { ProgressService } from '../learning/progress.service.ts';
import type { StudentProfileService } from '../students/student-profile.service.ts';

/*
 * What every method of the surveys service works with (surveys.service.ts binds them to it), and the
 * messages the parts share.
 */

export interface SurveyServiceDeps {
  db: Db;
  audit: Pick<AuditService, 'record' | 'history'>;
  /** The courses feature names the course a survey's history points at. */
  courses: Pick<CourseService, 'namesOfRecords'>;
  /** Reminder mails go through the outbox, written in the reminder's transaction. */
  mailer: Pick<Mailer, 'enqueueMany' | 'deliverSoon'>;
  config: Pick<Config, 'DISPLAY_TIME_ZONE' | 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;
  /** Learning says whether a student finished every step of their course (start step 4 waits on it). */
  progress: Pick<ProgressService, 'finishedCourseOf'>;
  /** The students feature owns final_input_flg, which answering the final survey sets. */
  profiles: Pick<StudentProfileService, 'markFinalInputDone'>;
  /** The server's clock (tests inject their own): a survey's window and the reminders' spacing are measured on it. */
  now?: () => Date;
}

export interface SurveyDeps extends SurveyServiceDeps {
  now: () => Date;
  /** Where the links of the mails point. */
  publicUrl: string;
}

export const surveyDepsOf = (deps: SurveyServiceDeps): SurveyDeps => ({
  ...deps,
  now: deps.now ?? (() => new Date()),
  publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
});

export const SURVEY_ENTITY = 'survey';

export const SURVEY_MESSAGES = {
  surveyNotFound: 'アンケートが見つかりません。削除されたか、回答できないアンケートです。',
  surveysNotFound: 'アンケートが見つかりません: {ids}',
  courseMissing: '選んだコースが見つかりません。一覧から選び直してください。',
  questionNotInSurvey: 'このアンケートにない設問です。画面を更新してください。',
  questionsFixed: '回答があるため設問は変更できません。',
  anonymityFixed: '回答があるため匿名の設定は変更できません。',
  hasResponses: 'このアンケートには回答があるため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。',
  anonymousNoNonResponders: '匿名のアンケートは回答者と回答を切り離して記録しているため、未回答者の確認とリマインドはできません。',
  notOpenYet: 'このアンケートはまだ回答期間前です。',
  closed: 'このアンケートの回答期間は終了しました。',
  alreadyAnswered: 'このアンケートには回答済みです。',
  requiredMissing: '必須の設問に回答してください。',
  invalidAnswers: '回答に誤りがあります。設問ごとの内容を確かめてください。',
  unknownQuestion: 'このアンケートにない設問への回答です。画面を更新してください。',
  answeredTwice: '同じ設問への回答が2つあります。',
  chooseOne: '選択肢を1つ選んでください。',
  chooseSome: '選択肢を1つ以上選んでください。',
  optionNotInQuestion: '選択肢がこの設問にありません。画面を更新してください。',
  scaleOutOfRange: '1〜5の中から選んでください。',
  textEmpty: '回答を入力してください。',
  wrongKind: 'この設問の形式に合わない回答です。',
  noInitialSurvey: '回答できる初回アンケートはありません。',
  noFinalSurvey: '回答できる修了アンケートはありません。',
  courseNotCompleted: '修了アンケートはコースを修了してから回答できます。',
  tooFewRespondents: '回答者が5名未満のため、集計は表示できません。',
} as const;
