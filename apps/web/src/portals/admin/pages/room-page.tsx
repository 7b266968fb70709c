import { can } from '@manabiya/domain/permissions/section-permissions';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { RowNameLink } from '../../../components/admin-list/row-name-link.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { roomQueueQuery } from '../../../features/rooms/api/room-admin-api.ts';
import { ClaimChip } from '../../../features/rooms/components/claim-chip.tsx';
import { DigestSwitch } from '../../../features/rooms/components/digest-switch.tsx';
import { FiguresPanel } from '../../../features/rooms/components/figures-panel.tsx';
import { CourseModeChip } from '../../../features/rooms/components/course-mode-chip.tsx';
import { QUEUE_LIST_OPTIONS, RoomQueueFilters } from '../../../features/rooms/components/room-queue-filters.tsx';
import { RoomStatusChip } from '../../../features/rooms/components/room-status-chip.tsx';
import { useRoomLabels } from '../../../features/rooms/components/use-room-labels.ts';
import { WaitingChip } from '../../../features/rooms/components/waiting-chip.tsx';
import { useRememberListSearch } from '../../../features/rooms/hooks/use-list-return.ts';
import { useNow } from '../../../lib/use-now.ts';
import { adminRoomPath, ROOM_PATHS } from '../../../features/rooms/paths.ts';

/** The catalogues this page shows, beyond the admin portal's own. */
const NAMESPACES = ['rooms'] as const;


/**
 * /admin/room (section room): the review queue — rooms waiting on a teacher, oldest first, with how
 * long they have waited against the review target, who is reviewing them (live), filters in the URL,
 * the morning mail opt-in and the review-time figures.
 */
export default function RoomPage() {
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const formatDate = useDateFormat().date;
  const now = useNow();
  const user = useSignedInUser();
  const staffId = user?.id ?? 0;
  // The staff lookup behind the teacher filter is for those who may read staff or teachers (decision 008).
  const canLookUpStaff = can(user?.section_permissions, 'admins', 'read') || can(user?.section_permissions, 'teacher', 'read');
  useRememberListSearch(ROOM_PATHS.admin);
  // A room opened from here carries the queue's filters, for 「次のルームへ」 and the way back (decision 045).
  const { search } = useLocation();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('rooms.queue.lead')}
        </Typography>
        <DigestSwitch />
      </Box>
      <AdminListPage
        section="room"
        label={t('rooms.queue.label')}
        listOptions={QUEUE_LIST_OPTIONS}
        listQuery={roomQueueQuery}
        filters={(list, data) => <RoomQueueFilters list={list} data={data} staffId={staffId} canLookUpStaff={canLookUpStaff} />}
        columns={() => [
          {
            field: 'name',
            headerName: t('rooms.fields.student'),
            minWidth: 150,
            flex: 1,
            sortable: false,
            // The student's pace beside the name, whole at any width (a long course name is cut in its own column).
            renderCell: ({ row }) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, height: '100%', minWidth: 0 }}>
                <Box sx={{ minWidth: 0 }}>
                  <RowNameLink to={adminRoomPath(row.id, search)}>{row.name}</RowNameLink>
                </Box>
                <CourseModeChip mode={row.student.course_mode} />
              </Box>
            ),
          },
          {
            field: 'waiting_since',
            headerName: t('rooms.fields.waiting'),
            minWidth: 200,
            renderCell: ({ row }) => <WaitingChip room={row} now={now} reader="staff" />,
          },
          {
            field: 'status',
            headerName: t('rooms.fields.status'),
            minWidth: 250,
            sortable: false,
            // One line: a long name in the claim is cut with "…" (its full text on hover).
            renderCell: ({ row }) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', minWidth: 0, '& [data-testid=room-status]': { flexShrink: 0 }, '& [data-testid=room-claim]': { minWidth: 0 } }}>
                <RoomStatusChip status={row.status} />
                <ClaimChip claim={row.claim} />
              </Box>
            ),
          },
          {
            field: 'step',
            headerName: t('rooms.fields.curriculumStep'),
            minWidth: 220,
            flex: 1.5,
            sortable: false,
            valueGetter: (_value, row) => `${row.curriculum.name} / ${row.step.title}`,
          },
          { field: 'company', headerName: t('rooms.fields.company'), minWidth: 140, sortable: false, priority: 3, valueGetter: (_value, row) => row.student.company_name },
          { field: 'course', headerName: t('rooms.fields.course'), minWidth: 140, sortable: false, priority: 3, valueGetter: (_value, row) => row.course?.name ?? '' },
          { field: 'check_status', headerName: t('rooms.fields.checkStatus'), minWidth: 100, sortable: false, priority: 3, valueFormatter: (value: number) => labels.checkStatus(value) },
          { field: 'updated_at', headerName: t('rooms.fields.updatedAt'), minWidth: 150, priority: 3, valueFormatter: (value: string) => formatDate(value) },
        ]}
        below={<FiguresPanel />}
      />
    </Stack>
  );
}
