import SchoolIcon from '@mui/icons-material/School';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A student without a course: what will be here and whom to ask, not an error. */
export function NoCourse() {
  const { t } = useTranslation('learning');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }} data-testid="no-course">
      <SchoolIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {t('learning.map.noCourseTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {t('learning.map.noCourseLead')}
      </Typography>
    </Paper>
  );
}
