import type { InformationItem } from '@manabiya/domain/contracts/informations';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNoticeDate } from '../../../lib/format-date.ts';
import { UnreadDot } from './unread-dot.tsx';

interface InformationPopoverProps {
  anchor: HTMLElement | null;
  items: readonly InformationItem[];
  loading: boolean;
  /** The notices page of the portal ("すべて見る"). */
  listPath: string;
  onSelect: (item: InformationItem) => void;
  onClose: () => void;
}

const COLUMNS = '10px 88px minmax(0, 1fr)';

/** The bell's popover (spec §2, §4): the newest notices (the summary's five), date and subject columns, unread dots; 「すべて見る」 opens the notices page. */
export function InformationPopover({ anchor, items, loading, listPath, onSelect, onClose }: InformationPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'information-popover',
          sx: { width: 380, maxWidth: 'calc(100vw - 24px)', borderRadius: 2 },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
          {t('informations.title')}
        </Typography>
        <Link component={RouterLink} to={listPath} onClick={onClose} variant="body2" data-testid="information-see-all">
          {t('informations.seeAll')}
        </Link>
      </Box>
      <Divider />
      <Box
        aria-hidden
        sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 1.5, px: 2, py: 0.75, bgcolor: 'action.hover', color: 'text.secondary', fontSize: 12, fontWeight: 700 }}
      >
        <span />
        <span>{t('informations.columnDate')}</span>
        <span>{t('informations.columnSubject')}</span>
      </Box>
      {loading ? (
        <Typography sx={{ px: 2, py: 3, textAlign: 'center', color: 'text.secondary' }} role="status" data-testid="information-loading">
          {t('informations.loading')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ px: 2, py: 3, textAlign: 'center', color: 'text.secondary' }} data-testid="information-empty">
          {t('informations.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 260, overflowY: 'auto' }} data-testid="information-popover-list">
          {items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                onClick={() => onSelect(item)}
                data-testid="information-row"
                data-unread={!item.read}
                sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 1.5, alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <UnreadDot unread={!item.read} />
                <Typography component="time" dateTime={item.created_at} variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatNoticeDate(item.created_at)}
                </Typography>
                <Typography variant="body2" noWrap sx={{ fontWeight: item.read ? 400 : 700 }}>
                  {item.name}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Popover>
  );
}
