import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type StudentStatusKey = keyof typeof STUDENT_STATUS;
export const STUDENT_STATUS_KEYS = Object.keys(STUDENT_STATUS) as StudentStatusKey[];
const KEY_OF = Object.fromEntries(Object.entries(STUDENT_STATUS).map(([key, value]) => [value, key])) as Record<number, StudentStatusKey>;

const COLOR: Record<StudentStatusKey, 'primary' | 'success' | 'default'> = {
  taking: 'primary',
  graduated: 'success',
  graduated_server: 'success',
  graduated_other: 'success',
  retired: 'default',
};

export function useStudentStatusLabel(): (status: number) => string {
  const { t } = useTranslation();
  return (status) => {
    const key = KEY_OF[status];
    return key ? t(`companyPortal.studentStatus.${key}`) : String(status);
  };
}

export function StudentStatusChip({ status }: { status: number }) {
  const label = useStudentStatusLabel();
  const key = KEY_OF[status];
  return <Chip size="small" label={label(status)} color={key ? COLOR[key] : 'default'} variant={key === 'taking' ? 'filled' : 'outlined'} />;
}
