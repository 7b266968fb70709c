import type { RoomListItem } from '@manabiya/domain/contracts/rooms';
import { ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SearchFilter, SelectFilter, type FilterOption } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { companyRoomListQuery } from '../api/room-company-api.ts';
import { studentRoomListQuery } from '../api/room-student-api.ts';
import { useRememberListSearch } from '../hooks/use-list-return.ts';
import { useNow } from '../../../lib/use-now.ts';
import { companyRoomPath, ROOM_PATHS, studentRoomPath } from '../paths.ts';
import { RoomStatusChip } from './room-status-chip.tsx';
import { useRoomLabels } from './use-room-labels.ts';
import { WaitingChip } from './waiting-chip.tsx';

const LIST_OPTIONS = { filters: ['q', 'status'] as const };
const PAGE_SIZES = [20, 50, 100];

const QUERY = { student: studentRoomListQuery, company: companyRoomListQuery } as const;
const PATH = { student: studentRoomPath, company: companyRoomPath } as const;

function UnreadChip({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return <Chip size="small" color="error" variant="outlined" label={t('rooms.list.unread', { count })} data-testid="room-unread" />;
}

/**
 * The rooms of a student (their own) or of a company (its students', read-only): status, unread
 * messages, the latest message and whose turn it is; a table on wide screens, cards on phones.
 */
export function PortalRoomList({ area }: { area: 'student' | 'company' }) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const now = useNow();
  const list = useListSearchParams(LIST_OPTIONS);
  useRememberListSearch(ROOM_PATHS[area]);
  const query = useQuery(QUERY[area](list.apiQuery));
  const pathOf = PATH[area];
  const statusOptions: FilterOption[] = Object.values(ROOM_STATUS).map((value) => ({ value: String(value), label: labels.status(value) }));
  const latest = (room: RoomListItem) =>
    room.last_message ? (
      <>
        <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
          {room.last_message.excerpt}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {labels.messageType(room.last_message.message_type)} · {labels.dateTime(room.last_message.created_at)}
        </Typography>
      </>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('rooms.list.noMessages')}
      </Typography>
    );
  const stepLink = (room: RoomListItem) => (
    <Badge color="error" variant="dot" invisible={room.unread_count === 0}>
      <Link component={RouterLink} to={pathOf(room.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {room.step.title}
      </Link>
    </Badge>
  );
  const columns: Array<ResponsiveColumn<RoomListItem>> = [
    ...(area === 'company' ? [{ id: 'student', header: t('rooms.fields.student'), cell: (room: RoomListItem) => room.student.name }] : []),
    {
      id: 'step',
      header: t('rooms.fields.step'),
      cell: (room) => (
        <>
          {stepLink(room)}
          <Typography variant="caption" color="text.secondary" component="p">
            {room.curriculum.name}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('rooms.fields.status'),
      sx: { whiteSpace: 'nowrap' },
      cell: (room) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <RoomStatusChip status={room.status} />
          <UnreadChip count={room.unread_count} />
        </Box>
      ),
    },
    { id: 'waiting', header: t('rooms.fields.waiting'), cell: (room) => <WaitingChip room={room} now={now} reader={area} /> },
    { id: 'last', header: t('rooms.fields.lastMessage'), sx: { maxWidth: 360 }, cell: latest },
  ];
  return (
    <ResponsiveList
      label={t('rooms.list.label')}
      items={query.data?.items}
      error={query.error}
      emptyText={area === 'student' ? t('rooms.list.emptyStudent') : t('rooms.list.emptyCompany')}
      rowTestId="room-row"
      columns={columns}
      cardHref={(room) => pathOf(room.id)}
      card={(room) => (
        <ListCardText
          title={room.step.title}
          badge={
            <>
              <RoomStatusChip status={room.status} />
              <UnreadChip count={room.unread_count} />
            </>
          }
          subtitle={area === 'company' ? `${room.student.name} · ${room.curriculum.name}` : room.curriculum.name}
        >
          <Box sx={{ mt: 0.5 }}>
            <WaitingChip room={room} now={now} reader={area} />
          </Box>
          <Box sx={{ mt: 0.5 }}>{latest(room)}</Box>
        </ListCardText>
      )}
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES, hideOnSinglePage: true }}
      toolbar={
        <>
          <SearchFilter list={list} name="q" label={area === 'company' ? t('rooms.list.searchCompany') : t('rooms.list.searchStudent')} />
          <SelectFilter list={list} name="status" label={t('rooms.fields.status')} options={statusOptions} />
          {query.data && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
              {t('rooms.list.count', { count: query.data.total })}
            </Typography>
          )}
        </>
      }
    />
  );
}
