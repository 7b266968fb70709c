import { GRADES } from '@manabiya/domain/enums/student';
import { PREFECTURES } from '@manabiya/domain/enums/prefectures';
import { useTranslation } from 'react-i18next';

/** Grades are their own labels (S–D); prefectures are stored by their 1-based position. */
export const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: grade }));
export const PREFECTURE_OPTIONS = PREFECTURES.map((name, index) => ({ value: index + 1, label: name }));

/** The first-input flag (0 pending, 1 done): a yes/no, not an enumeration of the domain. */
export function useInitInputLabels() {
  const { t } = useTranslation();
  const initInputLabel = (value: number) => (value === 1 ? t('admin.student.initInputDone') : t('admin.student.initInputPending'));
  return { initInputLabel, initInputOptions: [0, 1].map((value) => ({ value, label: initInputLabel(value) })) };
}

/** Field → label, for the history list and the import preview. */
export function useStudentFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    name: t('admin.fields.name'),
    name_kana: t('admin.fields.nameKana'),
    email: t('admin.fields.email'),
    company_id: t('admin.student.companyId'),
    course_id: t('admin.student.courseId'),
    status: t('admin.student.status'),
    retire_reason: t('admin.student.retireReason'),
    retire_date: t('admin.student.retireDate'),
    grade: t('admin.student.grade'),
    course_mode: t('admin.student.courseMode'),
    start_date: t('admin.student.startDate'),
    end_date: t('admin.student.endDate'),
    birthday: t('admin.student.birthday'),
    gender: t('admin.student.gender'),
    prefecture_id: t('admin.student.prefecture'),
    init_input_flg: t('admin.student.initInput'),
  };
}
