import { can } from '@manabiya/domain/permissions/section-permissions';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { curriculumQuery, stepHistoryQuery, stepQuery, useDeleteStep } from '../../../features/courses/api/course-api.ts';
import { StepEditor } from '../../../features/courses/components/step-editor.tsx';
import { useContentHistoryLabels } from '../../../features/courses/components/use-content-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['courses'] as const;

const stepPath = (id: number) => `/admin/curriculum/step/${id}`;

/** /admin/curriculum/step/:id (section curriculum): one step's editor, with the way to its neighbours and its history. */
export default function StepEditorPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/curriculum/step/:id', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const step = useQuery({ ...stepQuery(id), enabled: valid });
  const curriculumId = step.data?.curriculum_id ?? 0;
  const curriculum = useQuery({ ...curriculumQuery(curriculumId), enabled: curriculumId > 0 });
  const history = useQuery({ ...stepHistoryQuery(id), enabled: valid });
  const historyLabels = useContentHistoryLabels();
  const remove = useDeleteStep();
  const [deleting, setDeleting] = useState(false);
  const canDelete = can(useSignedInUser()?.section_permissions, 'curriculum', 'all');
  const siblings = curriculum.data?.steps ?? [];
  const index = siblings.findIndex((sibling) => sibling.id === id);
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const next = index >= 0 ? siblings[index + 1] : undefined;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ mr: 'auto' }}>
          <Button component={RouterLink} to={`/admin/curriculum/${curriculumId}`} startIcon={<ArrowBackIcon />} size="small" disabled={curriculumId === 0}>
            {step.data ? t('courses.step.backTo', { name: step.data.curriculum_name }) : t('courses.curriculum.backToList')}
          </Button>
        </Box>
        {step.data && index >= 0 && (
          <>
            <Button component={RouterLink} to={previous ? stepPath(previous.id) : '#'} size="small" startIcon={<NavigateBeforeIcon />} disabled={!previous}>
              {t('courses.step.previous')}
            </Button>
            <Button component={RouterLink} to={next ? stepPath(next.id) : '#'} size="small" endIcon={<NavigateNextIcon />} disabled={!next}>
              {t('courses.step.next')}
            </Button>
          </>
        )}
      </Stack>
      {step.error && <ErrorMessage error={step.error} />}
      {step.data && (
        <StepEditor
          key={step.data.id}
          step={step.data}
          canEdit={step.data.abilities.edit}
          actions={
            step.data.abilities.delete &&
            canDelete && (
              <Button variant="outlined" color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(true)}>
                {t('form.delete')}
              </Button>
            )
          }
        />
      )}
      {step.data && (
        <DetailSection title={t('list.history')}>
          {history.error && <ErrorMessage error={history.error} />}
          <HistoryList entries={history.data} {...historyLabels} />
        </DetailSection>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('courses.step.deleteTitle')}
        message={t('admin.confirmDelete', { name: step.data?.title ?? '' })}
        onConfirm={async () => {
          await remove.mutateAsync(id);
          showSnackbar(t('admin.deleted'));
          void navigate(`/admin/curriculum/${curriculumId}`, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
