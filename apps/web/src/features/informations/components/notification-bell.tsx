import type { InformationItem } from '@manabiya/domain/contracts/informations';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InformationPopover } from './information-popover.tsx';

interface NotificationBellProps {
  /** Every unread notice of the reader, counted by the server. */
  unreadCount: number;
  /** The newest notices, read or not (the summary's `latest`). */
  latest: readonly InformationItem[];
  loading: boolean;
  listPath: string;
  onSelect: (item: InformationItem) => void;
}

/** The header's bell (spec §2, §4): a dot while any notice is unread, the popover on click. */
export function NotificationBell({ unreadCount: unread, latest, loading, listPath, onSelect }: NotificationBellProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = unread > 0 ? NotificationsIcon : NotificationsNoneIcon;
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={unread > 0 ? t('informations.bellUnread', { count: unread }) : t('informations.bell')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        data-testid="notification-bell"
        data-unread={unread > 0}
        data-unread-count={unread}
      >
        <Badge variant="dot" color="error" invisible={unread === 0} overlap="circular" slotProps={{ badge: { 'data-testid': 'bell-dot' } as object }}>
          <Icon />
        </Badge>
      </IconButton>
      <InformationPopover
        anchor={anchor}
        items={latest}
        loading={loading}
        listPath={listPath}
        onClose={() => setAnchor(null)}
        onSelect={(item) => {
          setAnchor(null);
          onSelect(item);
        }}
      />
    </>
  );
}
