import type { Readable } from 'node:stream';
import { COURSE_MODE_CSV_WORD, STUDENT_STATUS_CSV_WORD } from '@manabiya/domain/contracts/student-csv';
import { enrolmentOf, type EnrolmentState } from '@manabiya/domain/contracts/learning';
import type { ProgressRow } from '@manabiya/domain/contracts/progress';
import { type CsvColumn, csvStream } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { ProgressListRow } from './staff-progress.repository.ts';

export const PROGRESS_CSV_FILENAME = '受講生進捗.csv';

/** A list row as the API shows it, with the study time of its last 7 days and the enrolment by the one rule (decision 043). */
export function presentProgressRow(row: ProgressListRow, studySeconds7d: number, today: string): ProgressRow {
  const { finished_course, ...shown } = row;
  const { state } = enrolmentOf({ status: row.status, endDate: row.end_date, finished: finished_course, finishBy: null, today });
  return { ...withIsoDates(shown), study_seconds_7d: studySeconds7d, enrolment_state: state };
}

/** The enrolment in the export's words; graduated and retired take the status's own word. */
const ENROLMENT_CSV_WORD: Partial<Record<EnrolmentState, string>> = {
  taking: '受講中',
  overdue: '終了予定日超過',
  completed: '全ステップ完了（修了の登録待ち）',
};

/** The columns of the export: the list's, with the coded values in the words of the student CSV. */
const COLUMNS: ReadonlyArray<CsvColumn<ProgressRow>> = [
  { header: 'ID', value: (row) => row.id },
  { header: '氏名', value: (row) => row.name },
  { header: 'フリガナ', value: (row) => row.name_kana },
  { header: '会社', value: (row) => row.company_name },
  { header: 'ステータス', value: (row) => STUDENT_STATUS_CSV_WORD[row.status] ?? row.status },
  { header: 'コース', value: (row) => row.course_name },
  { header: '受講形態', value: (row) => COURSE_MODE_CSV_WORD[row.course_mode] ?? row.course_mode },
  { header: '受講開始日', value: (row) => row.start_date },
  { header: '現在のカリキュラム', value: (row) => row.current_curriculum_name },
  { header: '現在のステップ', value: (row) => row.current_step_title },
  { header: '完了ステップ数', value: (row) => row.steps_done },
  { header: '全ステップ数', value: (row) => row.steps_total },
  { header: '進捗率(%)', value: (row) => row.percent },
  { header: '遅れ(日)', value: (row) => row.delay_days },
  { header: '受講終了日', value: (row) => row.end_date },
  { header: '受講状況', value: (row) => ENROLMENT_CSV_WORD[row.enrolment_state] ?? STUDENT_STATUS_CSV_WORD[row.status] ?? row.status },
  { header: '最終学習日時', value: (row) => row.last_activity_at },
  { header: '直近7日の学習時間(分)', value: (row) => Math.round(row.study_seconds_7d / 60) },
];

export const streamProgressCsv = (batches: AsyncIterable<readonly ProgressRow[]>): Readable => csvStream(COLUMNS, batches);
