import { COURSE_MODE, GENDER, GRADES, RETIRE_REASON, STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { PREFECTURES } from '@manabiya/domain/enums/prefectures';
import { useTranslation } from 'react-i18next';

const keyOf = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [value, key])) as Record<number, K | undefined>;

const STATUS_KEYS = keyOf(STUDENT_STATUS);
const RETIRE_REASON_KEYS = keyOf(RETIRE_REASON);
const COURSE_MODE_KEYS = keyOf(COURSE_MODE);
const GENDER_KEYS = keyOf(GENDER);

/** The labels and select options of a student's coded fields, from the catalogues. */
export function useStudentLabels() {
  const { t } = useTranslation();
  const statusLabel = (value: number | null | undefined) =>
    {
    const key = value === null || value === undefined ? undefined : STATUS_KEYS[value];
    return key ? t(`admin.studentStatus.${key}`) : value === null || value === undefined ? '' : String(value);
  };
  const retireReasonLabel = (value: number | null | undefined) =>
    {
    const key = value === null || value === undefined ? undefined : RETIRE_REASON_KEYS[value];
    return key ? t(`admin.student.retireReasons.${key}`) : value === null || value === undefined ? '' : String(value);
  };
  const courseModeLabel = (value: number | null | undefined) =>
    {
    const key = value === null || value === undefined ? undefined : COURSE_MODE_KEYS[value];
    return key ? t(`admin.student.courseModes.${key}`) : value === null || value === undefined ? '' : String(value);
  };
  const genderLabel = (value: number | null | undefined) =>
    {
    const key = value === null || value === undefined ? undefined : GENDER_KEYS[value];
    return key ? t(`admin.student.genders.${key}`) : value === null || value === undefined ? '' : String(value);
  };
  const initInputLabel = (value: number) => (value === 1 ? t('admin.student.initInputDone') : t('admin.student.initInputPending'));
  return {
    statusLabel,
    retireReasonLabel,
    courseModeLabel,
    genderLabel,
    initInputLabel,
    statusOptions: Object.values(STUDENT_STATUS).map((value) => ({ value, label: statusLabel(value) })),
    retireReasonOptions: Object.values(RETIRE_REASON).map((value) => ({ value, label: retireReasonLabel(value) })),
    courseModeOptions: Object.values(COURSE_MODE).map((value) => ({ value, label: courseModeLabel(value) })),
    genderOptions: Object.values(GENDER).map((value) => ({ value, label: genderLabel(value) })),
    gradeOptions: GRADES.map((grade) => ({ value: grade, label: grade })),
    prefectureOptions: PREFECTURES.map((name, index) => ({ value: index + 1, label: name })),
    initInputOptions: [0, 1].map((value) => ({ value, label: initInputLabel(value) })),
  };
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
