import { MAX_STANDARD_DAYS, type CurriculumBody, type CurriculumBodyInput } from '@manabiya/domain/contracts/courses';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';

/** The standard days of each course mode: the field and its label, for the curriculum's form and the course editor's rows. */
export const STANDARD_DAY_FIELDS = [
  { mode: 'normal_days', labelKey: 'courses.course.normalDays' },
  { mode: 'intensive_days', labelKey: 'courses.course.intensiveDays' },
] as const;

/** A curriculum's standard days in each mode, with what they are for (the days a course takes when it adds the curriculum). */
export function StandardDaysFields({ control, disabled = false }: { control: Control<CurriculumBodyInput, unknown, CurriculumBody>; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('courses.curriculum.standardDays')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('courses.curriculum.standardDaysHint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {STANDARD_DAY_FIELDS.map(({ mode, labelKey }) => (
          <FormNumberField
            key={mode}
            control={control}
            name={mode}
            label={t(labelKey)}
            min={0}
            max={MAX_STANDARD_DAYS}
            required
            disabled={disabled}
            sx={{ flex: '1 1 160px', maxWidth: { sm: 240 } }}
          />
        ))}
      </Box>
    </Box>
  );
}
