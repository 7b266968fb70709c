import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { DragHandle, MoveButtons, useDragReorder } from '../../../features/courses/components/reorder.tsx';
import { surveyHistoryQuery, surveyQuery } from '../../../features/surveys/api/admin-survey-api.ts';
import { QuestionListFrame, questionName, QuestionRow, type QuestionListProps } from '../../../features/surveys/components/question-editor.tsx';
import { SurveyEditor } from '../../../features/surveys/components/survey-editor.tsx';
import { useSurveyHistoryLabels } from '../../../features/surveys/components/use-survey-history-labels.ts';

/** The catalogues this page shows, beyond the admin portal's own (surveyAnswer: the student's view in the preview; courses: the reorder controls' words). */
const NAMESPACES = ['surveys', 'surveyAnswer', 'courses'] as const;

/**
 * /admin/survey/new and /admin/survey/:id (section survey): a survey's settings and questions,
 * written and saved together, its results one click away, and its change history.
 */
export default function SurveyEditorPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const creating = matchPath('/admin/survey/new', pathname) !== null;
  const id = Number(matchPath('/admin/survey/:id', pathname)?.params.id);
  const valid = !creating && Number.isInteger(id) && id > 0;
  const survey = useQuery({ ...surveyQuery(id), enabled: valid });
  const history = useQuery({ ...surveyHistoryQuery(id), enabled: valid });
  const historyLabels = useSurveyHistoryLabels();
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/admin/survey" startIcon={<ArrowBackIcon />} size="small">
          {t('surveys.editor.backToList')}
        </Button>
      </Box>
      {creating && <SurveyEditor survey={null} QuestionList={ReorderableQuestions} onCreated={(saved) => void navigate(`/admin/survey/${saved.id}`, { replace: true })} />}
      {survey.error && <ErrorMessage error={survey.error} />}
      {survey.data && (
        <>
          <SurveyEditor
            key={survey.data.id}
            survey={survey.data}
            QuestionList={ReorderableQuestions}
            actions={
              <Button component={RouterLink} to={`/admin/survey/${survey.data.id}/result`} variant="outlined" size="small" startIcon={<InsightsIcon />}>
                {t('surveys.results.action')}
              </Button>
            }
          />
          <DetailSection title={t('list.history')}>
            {history.error && <ErrorMessage error={history.error} />}
            <HistoryList entries={history.data} {...historyLabels} />
          </DetailSection>
        </>
      )}
    </Stack>
  );
}

/** The survey's questions, moved by dragging a handle or by each row's ↑↓ buttons (the courses feature's controls). */
function ReorderableQuestions({ control, fields, move, remove, editable }: QuestionListProps) {
  const { t } = useTranslation();
  const reorder = useDragReorder(fields.length, move, !editable);
  return (
    <QuestionListFrame>
      {fields.map((field, index) => (
        <QuestionRow
          key={field.fieldKey}
          control={control}
          index={index}
          count={fields.length}
          editable={editable}
          onRemove={() => remove(index)}
          reorder={{
            rowProps: reorder.rowProps(index),
            dragHandle: editable && <DragHandle reorder={reorder} index={index} />,
            moveButtons: editable && <MoveButtons reorder={reorder} index={index} count={fields.length} label={questionName(t, index + 1)} itemKey={`survey-question-${field.fieldKey}`} />,
          }}
        />
      ))}
    </QuestionListFrame>
  );
}
