import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { RoomListItem } from '@manabiya/domain/contracts/rooms';
import { ROOM_CHECK_STATUS, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter, type FilterOption } from '../../../components/data-table/list-filters.tsx';
import type { ListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { LookupFilter } from '../../../components/data-table/lookup-filter.tsx';
import { useRoomLabels } from './use-room-labels.ts';

export const QUEUE_FILTERS = ['status', 'check_status', 'waiting_on', 'company_id', 'course_id', 'curriculum_id', 'teacher_id', 'claimed_by'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** The queue's URL state: its filters, oldest waiting first by default (nothing sinks to the end of the queue). */
export const QUEUE_LIST_OPTIONS = { filters: QUEUE_FILTERS, defaults: { sort: 'waiting_since', order: 'asc' as const } };

/** The filters behind 「詳しく絞り込む」: seldom needed, so the phone's first screen stays the queue. */
const MORE: readonly QueueFilter[] = ['check_status', 'company_id', 'course_id', 'curriculum_id', 'teacher_id'];

/** What the rows say about a filtered record, for its name before any lookup. */
function knownNames(items: readonly RoomListItem[] | undefined, filters: Partial<Record<QueueFilter, string>>) {
  const rows = items ?? [];
  const company = rows.find((row) => String(row.student.company_id) === filters.company_id)?.student.company_name;
  const course = rows.find((row) => String(row.course?.id) === filters.course_id)?.course?.name;
  const curriculum = rows.find((row) => String(row.curriculum.id) === filters.curriculum_id)?.curriculum.name;
  const claimer = rows.find((row) => String(row.claim?.staff_id) === filters.claimed_by)?.claim?.staff_name;
  return { company, course, curriculum, claimer };
}

interface RoomQueueFiltersProps {
  list: ListSearchParams<QueueFilter>;
  data: ListResponse<RoomListItem> | undefined;
  /** The signed-in staff member: "mine" in the claim filter. */
  staffId: number;
  /** Whether the staff lookup (the teacher filter) is open to them: it needs staff or teacher read. */
  canLookUpStaff: boolean;
}

/** The queue's filters, all kept in the URL: whose turn it is, status, claim, and behind a button the rest. */
export function RoomQueueFilters({ list, data, staffId, canLookUpStaff }: RoomQueueFiltersProps) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const moreActive = MORE.filter((name) => list.filters[name] !== undefined).length;
  const [more, setMore] = useState(moreActive > 0);
  const names = knownNames(data?.items, list.filters);
  const statusOptions: FilterOption[] = Object.values(ROOM_STATUS).map((value) => ({ value: String(value), label: labels.status(value) }));
  const checkOptions: FilterOption[] = Object.values(ROOM_CHECK_STATUS).map((value) => ({ value: String(value), label: labels.checkStatus(value) }));
  const claimed = list.filters.claimed_by;
  const claimOptions: FilterOption[] = [
    { value: String(staffId), label: t('rooms.filters.claimedByMe') },
    { value: '0', label: t('rooms.filters.claimedByNobody') },
    ...(claimed && claimed !== '0' && claimed !== String(staffId) ? [{ value: claimed, label: names.claimer ?? `#${claimed}` }] : []),
  ];
  return (
    <>
      <TextField
        select
        size="small"
        label={t('rooms.fields.waitingOn')}
        // The server's default is the review queue (waiting on a teacher): it stays out of the URL.
        value={list.filters.waiting_on ?? 'teacher'}
        onChange={(event) => list.setFilter('waiting_on', event.target.value === 'teacher' ? undefined : event.target.value)}
        sx={{ minWidth: { xs: 'calc(50% - 6px)', sm: 180 } }}
        data-testid="filter-waiting-on"
      >
        <MenuItem value="teacher">{labels.waitingOn('teacher')}</MenuItem>
        <MenuItem value="student">{labels.waitingOn('student')}</MenuItem>
        <MenuItem value="all">{labels.waitingOn('all')}</MenuItem>
      </TextField>
      <SelectFilter list={list} name="status" label={t('rooms.fields.status')} options={statusOptions} />
      <SelectFilter list={list} name="claimed_by" label={t('rooms.fields.claimedBy')} options={claimOptions} />
      <Button
        size="small"
        startIcon={
          <Badge badgeContent={moreActive} color="primary">
            <FilterListIcon />
          </Badge>
        }
        aria-expanded={more}
        onClick={() => setMore(!more)}
        data-testid="filter-more"
      >
        {more ? t('rooms.filters.fewer') : t('rooms.filters.more')}
      </Button>
      {more && (
        <>
          <SelectFilter list={list} name="check_status" label={t('rooms.fields.checkStatus')} options={checkOptions} />
          <LookupFilter list={list} name="company_id" label={t('rooms.fields.company')} source="company" knownName={names.company} />
          <LookupFilter list={list} name="course_id" label={t('rooms.fields.course')} source="course" knownName={names.course} />
          <LookupFilter list={list} name="curriculum_id" label={t('rooms.fields.curriculum')} source="curriculum" knownName={names.curriculum} />
          {canLookUpStaff && <LookupFilter list={list} name="teacher_id" label={t('rooms.fields.teacher')} source="admin" />}
        </>
      )}
    </>
  );
}
