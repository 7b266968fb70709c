import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { companyCurriculaQuery, companyCurriculumQuery } from '../api/progress-api.ts';

const Spinner = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress />
  </Box>
);

function CurriculumDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(companyCurriculumQuery(id));
  const curriculum = query.data;
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 2 }}>
        {t('progress.curriculum.back')}
      </Button>
      {query.error && <ErrorMessage error={query.error} />}
      {!curriculum && !query.error && <Spinner />}
      {curriculum && (
        <>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {curriculum.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {curriculum.courses.map((course) => course.name).join('、')}
          </Typography>
          {curriculum.description && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{curriculum.description}</Typography>}
          {curriculum.steps.length === 0 && <Typography color="text.secondary">{t('progress.curriculum.noSteps')}</Typography>}
          {curriculum.steps.map((step) => (
            <Accordion key={step.id} disableGutters variant="outlined" data-testid="company-step">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {step.position}. {step.title}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={step.step_type === STEP_TYPE.assignment ? 'secondary' : 'default'}
                    label={step.step_type === STEP_TYPE.assignment ? t('progress.curriculum.assignment') : t('progress.curriculum.selfStudy')}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {t('progress.curriculum.hours', { hours: step.standard_hours })}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>{step.body ? <SafeMarkdown text={step.body} /> : <Typography color="text.secondary">{t('progress.notSet')}</Typography>}</AccordionDetails>
            </Accordion>
          ))}
        </>
      )}
    </Box>
  );
}

/**
 * /company/curriculum: the content of the courses the company's students take, read only — each
 * course with its published curricula, and a curriculum's steps (`?curriculum=<id>`, in the URL).
 */
export function CompanyCurriculumView() {
  const { t } = useTranslation();
  const courseModeLabel = useEnumLabel('courseMode');
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('curriculum'));
  const query = useQuery(companyCurriculaQuery());
  if (Number.isInteger(selected) && selected > 0) return <CurriculumDetail id={selected} onBack={() => setParams({})} />;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('progress.curriculum.lead')}
      </Typography>
      {query.error && <ErrorMessage error={query.error} />}
      {!query.data && !query.error && <Spinner />}
      {query.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography color="text.secondary">{t('progress.curriculum.empty')}</Typography>
        </Paper>
      )}
      {query.data?.map((course) => (
        <Paper key={course.id} variant="outlined" component="section" sx={{ borderRadius: 3, mb: 2, overflow: 'hidden' }} data-testid="company-course">
          <Box sx={{ p: 2, pb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {course.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {courseModeLabel(course.mode)} · {t('progress.curriculum.students', { count: course.student_count })}
            </Typography>
            {course.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{course.description}</Typography>}
          </Box>
          <List disablePadding>
            {course.curricula.map((curriculum) => (
              <ListItem key={curriculum.id} disablePadding>
                <ListItemButton divider onClick={() => setParams({ curriculum: String(curriculum.id) })} data-testid="company-curriculum">
                  <MenuBookIcon color="action" sx={{ mr: 2 }} aria-hidden />
                  <ListItemText
                    primary={`${curriculum.position}. ${curriculum.name}`}
                    secondary={t('progress.curriculum.summary', { steps: curriculum.step_count, normal: curriculum.normal_days, intensive: curriculum.intensive_days })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
