import { addDays } from '@manabiya/domain/contracts/learning';
import type { RoomFigures } from '@manabiya/domain/contracts/rooms';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { displayDay } from '../../../lib/display-time-zone.ts';
import { roomFiguresQuery } from '../api/room-admin-api.ts';
import { useRoomLabels } from './use-room-labels.ts';

/** The periods offered, in days back from today (both ends included). */
const PERIODS = [7, 30, 90] as const;
const DEFAULT_PERIOD = 30;
const PERIOD_PARAM = 'figures_days';

/** `yyyy-MM-dd` in the display time zone (the server's, which reads the period there), `daysBack` days before today. */
const dayBack = (daysBack: number) => addDays(displayDay(), -daysBack);

type Measure = RoomFigures['first_response'];

/** p50 and p90 of one measure, each on its line, with how many cases they come from. */
function Percentiles({ figures, strong = false }: { figures: Measure; strong?: boolean }) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const minutes = (value: number | null) => (value === null ? t('rooms.figures.none') : labels.duration(value * 60_000));
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: strong ? 700 : undefined, fontSize: strong ? '1.1rem' : undefined }}>
        {t('rooms.figures.median', { value: minutes(figures.p50_minutes) })}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
        {t('rooms.figures.p90', { value: minutes(figures.p90_minutes) })} · {t('rooms.figures.cases', { count: figures.count })}
      </Box>
    </>
  );
}

function Tile({ label, children, tone }: { label: string; children: ReactNode; tone?: 'error' }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 140px', minWidth: 0, borderColor: tone === 'error' ? 'error.main' : 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ color: tone === 'error' ? 'error.dark' : 'text.primary', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Paper>
  );
}

const count = (value: string) => (
  <Box component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
    {value}
  </Box>
);

function Breakdown({ title, rows }: { title: string; rows: ReadonlyArray<{ key: number; name: string; first_response: Measure; judgement: Measure }> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('rooms.figures.nothing')}
        </Typography>
      ) : (
        <Table size="small" aria-label={title} sx={{ tableLayout: 'fixed', '& td, & th': { px: 1, overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '30%' }}>{t('rooms.figures.name')}</TableCell>
              <TableCell>{t('rooms.figures.firstResponse')}</TableCell>
              <TableCell>{t('rooms.figures.judgement')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.name}</TableCell>
                <TableCell>
                  <Percentiles figures={row.first_response} />
                </TableCell>
                <TableCell>
                  <Percentiles figures={row.judgement} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * How long students wait, over a chosen period: time to the first response and to the judgement
 * (p50, p90) overall, per teacher and per company, and how many rooms wait and are overdue now.
 * Shown once the server answers (a server without the figures leaves the page as it was).
 */
export function FiguresPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PERIOD_PARAM));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : DEFAULT_PERIOD;
  const figures = useQuery(roomFiguresQuery(dayBack(days - 1), dayBack(0)));
  if (isApiError(figures.error) && figures.error.status === 404) return null;
  const data = figures.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="room-figures">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
          {t('rooms.figures.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('rooms.figures.period')}
          value={days}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (Number(event.target.value) === DEFAULT_PERIOD) next.delete(PERIOD_PARAM);
                else next.set(PERIOD_PARAM, event.target.value);
                return next;
              },
              { replace: true },
            )
          }
          sx={{ minWidth: 160 }}
        >
          {PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t('rooms.figures.lastDays', { days: period })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {figures.error && <ErrorMessage error={figures.error} />}
      {!data && !figures.error && <Skeleton variant="rounded" height={120} />}
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <Tile label={t('rooms.figures.waitingNow')}>{count(t('rooms.figures.rooms', { count: data.waiting_now }))}</Tile>
            <Tile label={t('rooms.figures.overdueNow', { hours: data.review_target_hours })} tone={data.overdue_now > 0 ? 'error' : undefined}>
              {count(t('rooms.figures.rooms', { count: data.overdue_now }))}
            </Tile>
            <Tile label={t('rooms.figures.firstResponse')}>
              <Percentiles figures={data.first_response} strong />
            </Tile>
            <Tile label={t('rooms.figures.judgement')}>
              <Percentiles figures={data.judgement} strong />
            </Tile>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            <Breakdown title={t('rooms.figures.perTeacher')} rows={data.per_teacher.map((row) => ({ ...row, key: row.staff_id }))} />
            <Breakdown title={t('rooms.figures.perCompany')} rows={data.per_company.map((row) => ({ ...row, key: row.company_id }))} />
          </Box>
        </>
      )}
    </Paper>
  );
}
