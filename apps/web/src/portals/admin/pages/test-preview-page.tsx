import Alert from '@mui/material/Alert';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { testQuery } from '../../../features/tests/api/admin-test-api.ts';
import { QuestionView } from '../../../features/tests/components/question-view.tsx';
import { useMinutesLabel, useTestLabels } from '../../../features/tests/components/use-test-labels.ts';

/** The catalogues this page shows, beyond the admin portal's own (the questions are the attempt screen's cards, in its words). */
const NAMESPACES = ['tests', 'testTaking'] as const;

/** /admin/test/:id/preview (section test): the questions as a student is given them, to try, without their answers; nothing is saved. */
export default function TestPreviewPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/test/:id/preview', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const test = useQuery({ ...testQuery(id), enabled: valid });
  const labels = useTestLabels();
  const minutes = useMinutesLabel();
  const data = test.data;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/admin/test/${id}`} startIcon={<ArrowBackIcon />} size="small">
          {t('tests.preview.back')}
        </Button>
      </Box>
      {test.error && <ErrorMessage error={test.error} />}
      {data && (
        <Stack spacing={2} data-testid="test-preview" sx={{ maxWidth: 880 }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
              {data.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('tests.preview.summary', {
                kind: labels.testKind(data.kind),
                count: data.draw_count ?? data.question_count,
                time: minutes(data.time_limit_minutes),
                pass: data.pass_percent,
              })}
            </Typography>
            {data.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{data.description}</Typography>}
          </Box>
          <Alert severity="info">
            {t('tests.preview.note')}
            {(data.shuffle_questions || data.shuffle_options || data.draw_count !== null) && ` ${t('tests.preview.shuffleNote')}`}
          </Alert>
          {data.questions.length === 0 && <Typography color="text.secondary">{t('tests.editor.noQuestions')}</Typography>}
          {data.questions.map((question, index) => (
            // Only what a student is given: body, options, points (never the answer key).
            <QuestionView key={question.id} number={index + 1} question={question} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
