import { surveyDeleteRefusal } from '@manabiya/domain/contracts/surveys';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { RowNameLink } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, type RowActionSpec } from '../../../components/admin-list/use-row-actions.tsx';
import { downloadFile } from '../../../components/data-table/download-file.ts';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { LookupFilter } from '../../../components/data-table/lookup-filter.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { surveyListQuery, surveyZipPath, useDeleteSurvey, type SurveyRow } from '../../../features/surveys/api/admin-survey-api.ts';
import { SurveyStateChip } from '../../../features/surveys/components/survey-state-chip.tsx';
import { formatRate, useSurveyLabels } from '../../../features/surveys/components/use-survey-labels.ts';

/** The catalogues this page shows, beyond the admin portal's own (surveyAnswer: the types and states). */
const NAMESPACES = ['surveys', 'surveyAnswer'] as const;

const LIST_OPTIONS = { filters: ['q', 'type', 'publish_status', 'course_id'] as const, defaults: { sort: 'updated_at', order: 'desc' as const } };

const surveyPath = (id: number) => `/admin/survey/${id}`;

/**
 * /admin/survey (section survey): the surveys with their state and response rate, each opening its
 * editor; its results and delete from the row's menu; rows picked by their boxes download as one zip
 * of CSV files.
 */
export default function SurveyPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const formatDate = useDateFormat();
  const labels = useSurveyLabels();
  const publishOptions = useEnumFilterOptions('publishStatus');
  const typeOptions = labels.types.map((option) => ({ value: String(option.value), label: option.label }));
  const permissions = useSignedInUser()?.section_permissions;
  const { canWrite, canAll } = useSectionAccess('survey');
  const remove = useDeleteSurvey();
  // The rows picked for the zip, kept across pages and filters until downloaded or cleared.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const [downloading, setDownloading] = useState(false);
  const toggle = (row: SurveyRow, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row.title);
      else next.delete(row.id);
      return next;
    });
  const downloadZip = async () => {
    setDownloading(true);
    try {
      await downloadFile(surveyZipPath([...picked.keys()]), 'surveys.zip');
    } catch (error) {
      showSnackbar(isApiError(error) && error.message ? error.message : t('list.csvFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  // Offered to whoever may delete surveys, but refused once students answered: say so instead of a confirm that ends in 409.
  const deleteBlocked = (row: SurveyRow) =>
    surveyDeleteRefusal(permissions, row) === 'has_responses' ? t('surveys.list.deleteBlocked', { count: row.response_count }) : undefined;
  const actions: Array<RowActionSpec<SurveyRow>> = [
    { label: t('surveys.list.open'), onSelect: (row) => void navigate(surveyPath(row.id)) },
    { label: t('surveys.results.action'), onSelect: (row) => void navigate(`${surveyPath(row.id)}/result`) },
    deleteAction(t, t('surveys.list.deleteTitle'), remove.mutateAsync, deleteBlocked),
  ];
  const period = (row: SurveyRow) =>
    row.opens_at === null && row.closes_at === null
      ? t('surveys.list.noPeriod')
      : t('surveys.list.period', { from: row.opens_at ? formatDate.dateTime(row.opens_at) : '', to: row.closes_at ? formatDate.dateTime(row.closes_at) : '' });
  return (
    <AdminListPage
      section="survey"
      label={t('menu.admin.survey')}
      listOptions={LIST_OPTIONS}
      listQuery={surveyListQuery}
      rowActions={actions}
      toolbar={
        <>
          {canAll && (
            <>
              {picked.size > 0 && (
                <Button onClick={() => setPicked(new Map())} data-testid="survey-selection-clear">
                  {t('surveys.list.clearSelection', { count: picked.size })}
                </Button>
              )}
              <Button variant="outlined" startIcon={<DownloadIcon />} disabled={picked.size === 0 || downloading} onClick={() => void downloadZip()} data-testid="survey-zip">
                {t('surveys.list.zip')}
              </Button>
            </>
          )}
          {canWrite && (
            <Button component={RouterLink} to="/admin/survey/new" variant="contained" startIcon={<AddIcon />}>
              {t('surveys.list.create')}
            </Button>
          )}
        </>
      }
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('surveys.list.search')} />
          <SelectFilter list={list} name="type" label={t('surveys.fields.type')} options={typeOptions} />
          <SelectFilter list={list} name="publish_status" label={t('surveys.fields.publishStatus')} options={publishOptions} />
          <LookupFilter list={list} name="course_id" label={t('surveys.fields.course')} source="course" />
        </>
      )}
      columns={() => [
        {
          field: 'title',
          headerName: t('surveys.fields.title'),
          minWidth: 220,
          flex: 1.5,
          renderCell: ({ row }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, height: '100%' }}>
              {canAll && (
                <Checkbox
                  size="small"
                  checked={picked.has(row.id)}
                  onChange={(event) => toggle(row, event.target.checked)}
                  onClick={(event) => event.stopPropagation()}
                  slotProps={{ input: { 'aria-label': t('surveys.list.pick', { title: row.title }) } }}
                  sx={{ ml: -1, p: 0.75 }}
                  data-testid="survey-pick"
                />
              )}
              <RowNameLink to={surveyPath(row.id)}>{row.title}</RowNameLink>
            </Box>
          ),
        },
        { field: 'type', headerName: t('surveys.fields.type'), minWidth: 100, valueFormatter: (value: number) => labels.type(value) },
        { field: 'state', headerName: t('surveys.fields.state'), minWidth: 100, sortable: false, renderCell: ({ row }) => <SurveyStateChip state={row.state} /> },
        {
          field: 'course_name',
          headerName: t('surveys.fields.course'),
          minWidth: 150,
          flex: 1,
          sortable: false,
          priority: 3,
          valueGetter: (_value, row) => row.course_name ?? t('surveys.fields.allStudents'),
        },
        { field: 'closes_at', headerName: t('surveys.list.periodColumn'), minWidth: 220, priority: 3, valueGetter: (_value, row) => period(row) },
        {
          field: 'response_count',
          headerName: t('surveys.list.responses'),
          minWidth: 150,
          valueGetter: (_value, row) =>
            t('surveys.list.responseValue', {
              count: row.response_count,
              target: row.target_count,
              rate: formatRate(row.target_count === 0 ? null : Math.round((row.response_count / row.target_count) * 1000) / 10, i18n.language),
            }),
        },
        { field: 'updated_at', headerName: t('surveys.fields.updatedAt'), minWidth: 150, priority: 3, valueFormatter: (value: string) => formatDate.date(value) },
      ]}
    />
  );
}
