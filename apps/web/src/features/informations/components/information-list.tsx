import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNoticeDate } from '../../../lib/format-date.ts';
import { InformationDetailDialog } from './information-detail-dialog.tsx';
import { countUnread } from './information-selection.ts';
import { PriorityChip } from './priority-chip.tsx';
import { UnreadDot } from './unread-dot.tsx';
import { useInformationList } from './use-information-list.ts';
import { useInformationReader } from './use-information-reader.ts';

/** The notices page of the student and company portals: every notice, newest first. */
export function InformationList() {
  const { t } = useTranslation();
  const { scope, items, loading } = useInformationList();
  const reader = useInformationReader(scope?.area);
  const current = reader.current && (items.find((item) => item.id === reader.current?.id) ?? reader.current);
  const unread = countUnread(items);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('informations.page.lead')}
        {unread > 0 && ` ${t('informations.page.unreadCount', { count: unread })}`}
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {loading ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('informations.loading')}</Typography>
          </Box>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary" data-testid="information-empty">
            {t('informations.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('informations.title')} data-testid="information-list">
            {items.map((item) => (
              <ListItem key={item.id} disablePadding sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <ListItemButton
                  onClick={() => void reader.openNotice(item)}
                  disabled={reader.busy}
                  data-testid="information-list-row"
                  data-unread={!item.read}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '10px minmax(0, 1fr)', sm: '10px 100px 56px minmax(0, 1fr)' },
                    gridTemplateAreas: { xs: '"dot meta" "dot subject"', sm: '"dot date priority subject"' },
                    columnGap: 2,
                    rowGap: 0.5,
                    alignItems: 'center',
                    px: { xs: 2, sm: 3 },
                    py: 1.5,
                  }}
                >
                  <Box sx={{ gridArea: 'dot', display: 'flex' }}>
                    <UnreadDot unread={!item.read} />
                  </Box>
                  <Box sx={{ gridArea: { xs: 'meta', sm: 'auto' }, display: { xs: 'flex', sm: 'contents' }, alignItems: 'center', gap: 1.5 }}>
                    <Typography component="time" dateTime={item.created_at} variant="body2" color="text.secondary" sx={{ gridArea: { sm: 'date' }, fontVariantNumeric: 'tabular-nums' }}>
                      {formatNoticeDate(item.created_at)}
                    </Typography>
                    <Box sx={{ gridArea: { sm: 'priority' } }}>
                      <PriorityChip priority={item.priority} />
                    </Box>
                  </Box>
                  <Typography sx={{ gridArea: 'subject', fontWeight: item.read ? 400 : 700, wordBreak: 'break-word' }}>{item.name}</Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <InformationDetailDialog notice={current} open={reader.detailOpen} onClose={reader.closeDetail} />
    </Box>
  );
}
