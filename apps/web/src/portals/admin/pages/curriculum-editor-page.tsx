import { can } from '@manabiya/domain/permissions/section-permissions';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { curriculumHistoryQuery, curriculumQuery } from '../../../features/courses/api/course-api.ts';
import { CurriculumCopyDialog } from '../../../features/courses/components/copy-dialogs.tsx';
import { CurriculumEditor } from '../../../features/courses/components/curriculum-editor.tsx';
import { useContentHistoryLabels } from '../../../features/courses/components/use-content-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['courses'] as const;

const stepPath = (id: number) => `/admin/curriculum/step/${id}`;

/** /admin/curriculum/:id (section curriculum): the curriculum, its steps in order (drag to reorder), copy, and its history. */
export default function CurriculumEditorPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/curriculum/:id', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const curriculum = useQuery({ ...curriculumQuery(id), enabled: valid });
  const history = useQuery({ ...curriculumHistoryQuery(id), enabled: valid });
  const historyLabels = useContentHistoryLabels();
  const permissions = useSignedInUser()?.section_permissions;
  const [copying, setCopying] = useState(false);
  const coursePath = can(permissions, 'course', 'read') ? (courseId: number) => `/admin/course/${courseId}` : undefined;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/admin/curriculum" startIcon={<ArrowBackIcon />} size="small">
          {t('courses.curriculum.backToList')}
        </Button>
      </Box>
      {curriculum.error && <ErrorMessage error={curriculum.error} />}
      {curriculum.data && (
        <CurriculumEditor
          key={curriculum.data.id}
          curriculum={curriculum.data}
          canEdit={curriculum.data.abilities.edit}
          canDeleteSteps={can(permissions, 'curriculum', 'all')}
          stepPath={stepPath}
          coursePath={coursePath}
          onStepCreated={(step) => void navigate(stepPath(step.id))}
          actions={
            curriculum.data.abilities.copy && (
              <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)}>
                {t('courses.copy.action')}
              </Button>
            )
          }
        />
      )}
      {curriculum.data && (
        <DetailSection title={t('list.history')}>
          {history.error && <ErrorMessage error={history.error} />}
          <HistoryList entries={history.data} {...historyLabels} />
        </DetailSection>
      )}
      {copying && curriculum.data && (
        <CurriculumCopyDialog source={curriculum.data} onClose={() => setCopying(false)} onCopied={(copy) => void navigate(`/admin/curriculum/${copy.id}`)} />
      )}
    </Stack>
  );
}
