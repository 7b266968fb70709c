import { COURSE_MODE } from '@manabiya/domain/enums/student';
import Chip from '@mui/material/Chip';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';

/** The pace the student follows their course at (通常 / 集中), the intensive one marked: it sets how soon they need an answer. */
export function CourseModeChip({ mode }: { mode: number }) {
  const modeLabel = useEnumLabel('courseMode');
  const intensive = mode === COURSE_MODE.intensive;
  return (
    <Chip
      size="small"
      variant={intensive ? 'filled' : 'outlined'}
      color={intensive ? 'secondary' : 'default'}
      label={modeLabel(mode)}
      sx={{ flexShrink: 0 }}
      data-testid="room-course-mode"
      data-mode={mode}
    />
  );
}
