import type { QuestionItem, TestDetail } from '@manabiya/domain/contracts/tests';
import { TEST_KIND } from '@manabiya/domain/enums/tests';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { EditorHeading } from '../../../features/courses/components/editor-heading.tsx';
import { DragHandle, MoveButtons, moved, useDragReorder, type DragReorder } from '../../../features/courses/components/reorder.tsx';
import { testHistoryQuery, testQuery, useDeleteQuestion, useReorderQuestions } from '../../../features/tests/api/admin-test-api.ts';
import { QuestionFormDialog } from '../../../features/tests/components/question-form-dialog.tsx';
import { TestFacts, useAnswerKeyText, useTestHistoryLabels } from '../../../features/tests/components/test-facts.tsx';
import { TestFormDialog } from '../../../features/tests/components/test-form-dialog.tsx';
import { TestSectionsPanel } from '../../../features/tests/components/test-sections-panel.tsx';
import { questionExcerpt, useTestLabels } from '../../../features/tests/components/use-test-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own (courses: the reorder controls' words). */
const NAMESPACES = ['tests', 'courses'] as const;

/** The question being written: a new one (null) or one of the test's. */
type Writing = { question: QuestionItem | null; number: number } | null;

/** /admin/test/:id (section test): the test's settings, its questions in order (drag or ↑↓ to reorder), and links to its preview and results. */
export default function TestEditorPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/test/:id', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const test = useQuery({ ...testQuery(id), enabled: valid });
  const history = useQuery({ ...testHistoryQuery(id), enabled: valid });
  const historyLabels = useTestHistoryLabels();
  const permissions = useSignedInUser()?.section_permissions;
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState<Writing>(null);
  const data = test.data;
  const canEdit = data?.abilities.edit ?? false;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/admin/test" startIcon={<ArrowBackIcon />} size="small">
          {t('tests.editor.backToList')}
        </Button>
      </Box>
      {test.error && <ErrorMessage error={test.error} />}
      {data && (
        <>
          <EditorHeading
            title={data.title}
            status={data.publish_status}
            actions={
              <>
                <Button component={RouterLink} to={`/admin/test/${data.id}/preview`} variant="outlined" size="small" startIcon={<VisibilityIcon />}>
                  {t('tests.preview.action')}
                </Button>
                <Button component={RouterLink} to={`/admin/test/${data.id}/result`} variant="outlined" size="small" startIcon={<InsightsIcon />}>
                  {t('tests.results.action')}
                </Button>
              </>
            }
          />
          <DetailSection
            title={t('tests.settings.title')}
            action={
              canEdit && (
                <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)} data-testid="test-settings-edit">
                  {t('tests.settings.edit')}
                </Button>
              )
            }
          >
            <TestFacts test={data} />
          </DetailSection>
          {data.kind === TEST_KIND.cab && <TestSectionsPanel test={data} canEdit={canEdit} />}
          <DetailSection
            title={t('tests.editor.questionsTitle', { count: data.questions.length })}
            lead={data.attempt_count > 0 ? t('tests.editor.frozenNote') : undefined}
            action={
              canEdit && (
                <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setWriting({ question: null, number: data.questions.length + 1 })}>
                  {t('tests.question.create')}
                </Button>
              )
            }
          >
            <QuestionList
              test={data}
              canEdit={canEdit}
              canDelete={can(permissions, 'test', 'all')}
              onEdit={(question, number) => setWriting({ question, number })}
            />
          </DetailSection>
          <DetailSection title={t('list.history')}>
            {history.error && <ErrorMessage error={history.error} />}
            <HistoryList entries={history.data} {...historyLabels} />
          </DetailSection>
        </>
      )}
      {editing && data && <TestFormDialog test={data} onClose={() => setEditing(false)} />}
      {writing && data && (
        <QuestionFormDialog
          testId={data.id}
          question={writing.question}
          number={writing.number}
          sections={data.kind === TEST_KIND.cab ? data.sections : []}
          defaultSectionId={data.questions.at(-1)?.section_id ?? data.sections[0]?.id ?? null}
          onClose={() => setWriting(null)}
        />
      )}
    </Stack>
  );
}

/**
 * The questions in order. A move shows at once and is sent at once (the whole order); moves made
 * while one is on its way are sent after it, in order, so the server ends with the order on screen.
 */
function QuestionList({ test, canEdit, canDelete, onEdit }: { test: TestDetail; canEdit: boolean; canDelete: boolean; onEdit: (question: QuestionItem, number: number) => void }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const reorderQuestions = useReorderQuestions();
  const removeQuestion = useDeleteQuestion();
  const [optimistic, setOptimistic] = useState<QuestionItem[] | null>(null);
  const [deleting, setDeleting] = useState<{ question: QuestionItem; number: number } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);
  const questions = optimistic ?? test.questions;
  const move = (from: number, to: number) => {
    const next = moved(questions, from, to);
    setOptimistic(next);
    waiting.current += 1;
    const send = () => reorderQuestions.mutateAsync({ testId: test.id, body: { question_ids: next.map((question) => question.id) } });
    queue.current = queue.current
      .then(send)
      .then(
        () => {
          if (waiting.current === 1) showSnackbar(t('tests.editor.orderSaved'));
        },
        (error: unknown) => showSnackbar(isApiError(error) && error.message ? error.message : t('errors.unexpected'), 'error'),
      )
      .finally(() => {
        waiting.current -= 1;
        // The last answer (or a refusal) brings the server's order back on screen.
        if (waiting.current === 0) setOptimistic(null);
      });
  };
  const reorder = useDragReorder(questions.length, move, !canEdit);
  if (questions.length === 0) return <Typography color="text.secondary">{t('tests.editor.noQuestions')}</Typography>;
  return (
    <>
      {canEdit && questions.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('tests.editor.reorderHint')}
        </Typography>
      )}
      <Box component="ol" aria-label={t('tests.editor.questionsLabel')} aria-busy={reorderQuestions.isPending} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="question-list">
        {questions.map((question, index) => (
          <QuestionRow
            key={question.id}
            question={question}
            sectionTitle={test.sections.length === 0 ? undefined : (test.sections.find((section) => section.id === question.section_id)?.title ?? null)}
            index={index}
            count={questions.length}
            reorder={reorder}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={() => onEdit(question, index + 1)}
            onDelete={() => setDeleting({ question, number: index + 1 })}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('tests.question.deleteTitle')}
        message={t('tests.question.deleteMessage', { number: deleting?.number ?? 0 })}
        onConfirm={async () => {
          if (deleting) await removeQuestion.mutateAsync(deleting.question.id);
          showSnackbar(t('tests.question.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface QuestionRowProps {
  question: QuestionItem;
  /** In a CAB test with sections: the title of the question's section, or null while it is in none; undefined for a test without sections. */
  sectionTitle: string | null | undefined;
  index: number;
  count: number;
  reorder: DragReorder;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function QuestionRow({ question, sectionTitle, index, count, reorder, canEdit, canDelete, onEdit, onDelete }: QuestionRowProps) {
  const { t } = useTranslation();
  const labels = useTestLabels();
  const answerKey = useAnswerKeyText();
  const { sx, ...dropProps } = reorder.rowProps(index);
  const name = t('tests.preview.questionNumber', { number: index + 1 });
  const excerpt = questionExcerpt(question.body);
  return (
    <Box
      component="li"
      {...dropProps}
      data-testid="question-row"
      sx={{ ...sx, display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {canEdit && <DragHandle reorder={reorder} index={index} />}
      <Typography component="span" color="text.secondary" sx={{ width: 28, textAlign: 'right', flexShrink: 0 }}>
        {index + 1}.
      </Typography>
      <Box sx={{ flex: '1 1 0', minWidth: { xs: 'calc(100% - 80px)', sm: 0 } }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{excerpt}</Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.25 }}>
          {typeof sectionTitle === 'string' && <Chip size="small" color="primary" variant="outlined" label={t('tests.sections.chip', { title: sectionTitle })} data-testid="question-section" />}
          {sectionTitle === null && <Chip size="small" color="warning" label={t('tests.sections.noSection')} data-testid="question-section" />}
          <Chip size="small" variant="outlined" label={labels.questionKind(question.kind)} />
          <Typography variant="body2" color="text.secondary">
            {t('tests.points', { count: question.points })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', minWidth: 0 }} data-testid="question-answer-key">
            {answerKey(question)}
          </Typography>
        </Stack>
      </Box>
      {(canEdit || canDelete) && (
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          {canEdit && <MoveButtons reorder={reorder} index={index} count={count} label={name} itemKey={`question-${question.id}`} />}
          {canEdit && (
            <IconButton size="small" aria-label={t('tests.question.editNamed', { name })} onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          )}
          {canDelete && (
            <IconButton size="small" aria-label={t('tests.question.deleteNamed', { name })} onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  );
}
