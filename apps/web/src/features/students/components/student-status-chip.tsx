import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import Chip from '@mui/material/Chip';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';

type StudentStatusKey = keyof typeof STUDENT_STATUS;
const KEY_OF = Object.fromEntries(Object.entries(STUDENT_STATUS).map(([key, value]) => [value, key])) as Record<number, StudentStatusKey>;

const COLOR: Record<StudentStatusKey, 'primary' | 'success' | 'default'> = {
  taking: 'primary',
  graduated: 'success',
  graduated_server: 'success',
  graduated_other: 'success',
  retired: 'default',
};

export function StudentStatusChip({ status }: { status: number }) {
  const label = useEnumLabel('studentStatus');
  const key = KEY_OF[status];
  return <Chip size="small" label={label(status)} color={key ? COLOR[key] : 'default'} variant={key === 'taking' ? 'filled' : 'outlined'} />;
}
