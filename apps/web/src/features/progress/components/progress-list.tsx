import type { IdName } from '@manabiya/domain/contracts/common';
import type { ProgressRow } from '@manabiya/domain/contracts/progress';
import { DELAY_DAYS_OF_FILTER, PROGRESS_FILTERS, type ProgressFilter } from '@manabiya/domain/enums/learning';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CsvExportButton } from '../../../components/data-table/csv-export-button.tsx';
import { idNameOptions, SearchFilter, SelectFilter, useEnumFilterOptions, type FilterOption } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams, type ListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { useAutocompleteLookup } from '../../../components/form/form-autocomplete-field.tsx';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { progressCsvPath, progressListQuery, progressOptionsQuery, type ProgressArea } from '../api/progress-api.ts';
import { DelayChip } from './delay-chip.tsx';
import { useEnrolmentLabel } from '../../../components/enrolment-chip.tsx';
import { PercentBar } from './percent-bar.tsx';
import { useProgressFormat } from './use-progress-format.ts';

/**
 * A company's, course's or curriculum's name breaks only at a space, a bracket or a 「・」, never
 * mid-word (「デモ株式会社」, 「エンジニア養成コース」 whole): its column is at least as wide as its longest word.
 */
const WHOLE_WORDS = { wordBreak: 'keep-all', overflowWrap: 'break-word' } as const;

const FILTERS = ['q', 'company', 'course_id', 'status', 'progress_filter'] as const;
type Filter = (typeof FILTERS)[number];
const LIST_OPTIONS = { filters: FILTERS, defaults: { sort: 'delay', order: 'desc' as const, page_size: 50 } };
const PAGE_SIZES = [20, 50, 100, 200];
/** The company filter's own choice beside the companies: companies with consulting only. */
const CONSULTING_ONLY = -1;

/** The label of each progress filter value (spec §9: all, 1 week, 2 weeks, 1, 3, 6 months, 1 year). */
export const PROGRESS_FILTER_LABEL_KEYS = {
  0: 'progress.filter.all',
  0.2: 'progress.filter.week1',
  0.5: 'progress.filter.week2',
  1: 'progress.filter.month1',
  3: 'progress.filter.month3',
  6: 'progress.filter.month6',
  12: 'progress.filter.year1',
} as const satisfies Record<ProgressFilter, string>;

/** The progress filter's choices: "behind by at least…" (0, everyone, is the filter left empty). */
export function useProgressFilterOptions(): FilterOption[] {
  const { t } = useTranslation();
  return PROGRESS_FILTERS.filter((value) => value > 0).map((value) => ({ value: String(value), label: t(PROGRESS_FILTER_LABEL_KEYS[value]) }));
}

/** Staff pick a company (or "with consulting only"); the lookup needs company or student read, as the students list's. */
function CompanyFilter({ list, rows }: { list: ListSearchParams<Filter>; rows: readonly ProgressRow[] | undefined }) {
  const { t } = useTranslation();
  const { found, lookupProps } = useAutocompleteLookup('company');
  const [picked, setPicked] = useState<IdName | null>(null);
  const consulting: IdName = { id: CONSULTING_ONLY, name: t('progress.consultingOnly') };
  const id = Number(list.filters.company ?? 0);
  const value: IdName | null =
    id === CONSULTING_ONLY
      ? consulting
      : id > 0
        ? picked?.id === id
          ? picked
          : { id, name: rows?.find((row) => row.company_id === id)?.company_name ?? `#${id}` }
        : null;
  return (
    <Autocomplete<IdName>
      {...lookupProps}
      size="small"
      options={[consulting, ...(found ?? [])]}
      value={value}
      onChange={(_event, option) => {
        setPicked(option);
        list.setFilter('company', option ? String(option.id) : undefined);
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      renderInput={(params) => <TextField {...params} label={t('progress.fields.company')} placeholder={t('list.all')} />}
    />
  );
}

/** Every published step of the student's course is done. */
const isFinished = (row: ProgressRow) => row.course_id !== null && row.steps_total > 0 && row.steps_done >= row.steps_total;

interface ProgressListProps {
  area: ProgressArea;
  /** Where a student's name leads (their detail page); null shows the name without a link. */
  studentPath: ((id: number) => string) | null;
}

/**
 * Students' progress, one row per student: course, where they are, % done, days behind the plan,
 * last activity and study time of the last 7 days. Filters, sort and page live in the URL; the CSV
 * takes the same filters. A table on wide screens, cards on phones.
 */
export function ProgressList({ area, studentPath }: ProgressListProps) {
  const { t } = useTranslation();
  const format = useProgressFormat();
  const list = useListSearchParams(LIST_OPTIONS);
  const query = useQuery(progressListQuery(area, list.apiQuery));
  const options = useQuery(progressOptionsQuery(area));
  const statusOptions = useEnumFilterOptions('studentStatus');
  const enrolmentLabel = useEnrolmentLabel();
  const filterOptions = useProgressFilterOptions();
  const rows = query.data?.items;
  const dash = t('progress.notSet');
  const nameOf = (row: ProgressRow) =>
    studentPath ? (
      <Link component={RouterLink} to={studentPath(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {row.name}
      </Link>
    ) : (
      row.name
    );
  const position = (row: ProgressRow) =>
    row.current_curriculum_name ? (
      <>
        <Typography variant="body2" sx={WHOLE_WORDS}>
          {row.current_curriculum_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.current_step_title ?? ''}
        </Typography>
      </>
    ) : isFinished(row) ? (
      t('progress.finished')
    ) : (
      dash
    );
  const columns: Array<ResponsiveColumn<ProgressRow>> = [
    {
      id: 'name',
      header: t('progress.fields.name'),
      sortKey: 'name',
      cell: (row) => (
        <>
          {nameOf(row)}
          <Typography
            variant="caption"
            sx={{ display: 'block', ...(row.enrolment_state === 'overdue' ? { color: '#5f2120', fontWeight: 700 } : { color: 'text.secondary' }) }}
            data-testid="progress-enrolment"
            data-state={row.enrolment_state}
          >
            {enrolmentLabel(row.enrolment_state, row.status)}
          </Typography>
        </>
      ),
    },
    ...(area === 'admin' ? [{ id: 'company', header: t('progress.fields.company'), cell: (row: ProgressRow) => row.company_name, sx: WHOLE_WORDS }] : []),
    { id: 'course', header: t('progress.fields.course'), cell: (row) => row.course_name ?? t('progress.noCourse'), sx: WHOLE_WORDS },
    { id: 'position', header: t('progress.fields.position'), cell: position, sx: { maxWidth: 260 } },
    {
      id: 'percent',
      header: t('progress.fields.percent'),
      sortKey: 'percent',
      cell: (row) => <PercentBar done={row.steps_done} total={row.steps_total} percent={row.percent} />,
    },
    { id: 'delay', header: t('progress.fields.delay'), sortKey: 'delay', cell: (row) => <DelayChip days={row.delay_days} hasPlan={row.course_id !== null && row.start_date !== null} planStatus={isFinished(row) ? 'finished' : undefined} /> },
    {
      id: 'last_activity',
      header: t('progress.fields.lastActivity'),
      sortKey: 'last_activity',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (row.last_activity_at ? format.dateTime(row.last_activity_at) : t('progress.never')),
    },
    { id: 'week', header: t('progress.fields.week'), sx: { whiteSpace: 'nowrap' }, cell: (row) => format.duration(row.study_seconds_7d) },
  ];
  const progressFilter = list.filters.progress_filter;
  return (
    <ResponsiveList
      label={t('progress.list.tableLabel')}
      items={rows}
      error={query.error}
      emptyText={t('progress.list.empty')}
      rowTestId="progress-row"
      columns={columns}
      cardHref={studentPath ? (row) => studentPath(row.id) : undefined}
      card={(row) => (
        <ListCardText title={row.name} badge={<DelayChip days={row.delay_days} hasPlan={row.course_id !== null && row.start_date !== null} planStatus={isFinished(row) ? 'finished' : undefined} />} subtitle={row.course_name ?? t('progress.noCourse')}>
          <Box sx={{ mt: 1 }}>
            <PercentBar done={row.steps_done} total={row.steps_total} percent={row.percent} width="100%" />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {row.current_curriculum_name ?? ''}
            {row.current_step_title ? ` / ${row.current_step_title}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={row.enrolment_state === 'overdue' ? { color: '#5f2120', fontWeight: 700 } : undefined}>
              {enrolmentLabel(row.enrolment_state, row.status)}
            </Box>
            {' · '}
            {area === 'admin' ? `${row.company_name} · ` : ''}
            {t('progress.fields.week')}: {format.duration(row.study_seconds_7d)} · {t('progress.fields.lastActivity')}:{' '}
            {row.last_activity_at ? format.dateTime(row.last_activity_at) : t('progress.never')}
          </Typography>
        </ListCardText>
      )}
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES }}
      toolbar={
        <>
          <SearchFilter list={list} name="q" label={t('progress.list.search')} />
          <SelectFilter list={list} name="progress_filter" label={t('progress.fields.progressFilter')} options={filterOptions} />
          {area === 'admin' && <CompanyFilter list={list} rows={rows} />}
          <SelectFilter list={list} name="course_id" label={t('progress.fields.course')} options={idNameOptions(options.data?.courses)} />
          <SelectFilter list={list} name="status" label={t('progress.fields.status')} options={statusOptions} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: { sm: 'auto' } }}>
            {query.data && (
              <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="progress-count">
                {progressFilter && Number(progressFilter) > 0
                  ? t('progress.list.countBehind', { count: query.data.total, days: DELAY_DAYS_OF_FILTER[Number(progressFilter) as ProgressFilter] ?? 0 })
                  : t('progress.list.count', { count: query.data.total })}
              </Typography>
            )}
            <CsvExportButton path={progressCsvPath(area, list.csvQuery)} fallbackName="progress.csv" />
          </Box>
        </>
      }
    />
  );
}
