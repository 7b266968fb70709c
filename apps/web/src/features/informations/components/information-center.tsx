import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isServerUnreachable } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { InformationDetailDialog } from './information-detail-dialog.tsx';
import { selectUrgentNotice } from './information-selection.ts';
import { NotificationBell } from './notification-bell.tsx';
import { UrgentInformationAlert } from './urgent-information-alert.tsx';
import { freshestOf, useInformationSummary } from './use-information-summary.ts';
import { useInformationReader } from './use-information-reader.ts';

/**
 * Everything announcements add to the header of a company or student portal: the bell, the urgent
 * alert, the detail dialog they open and the load-failure snackbar. Live events reach them through
 * the portal's socket (informationRealtimeKeys).
 */
export function InformationCenter() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const { scope, summary, loading, error, errorUpdatedAt } = useInformationSummary();
  const reader = useInformationReader(scope?.area);
  // Notices the urgent alert has shown in this session: never twice, even if the read mark failed.
  const [alerted, setAlerted] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    // Spec §8: the server's message in a top-center error snackbar; the list stays empty. An outage is
    // already said by the connection banner.
    if (error && !isServerUnreachable(error)) showSnackbar((isApiError(error) && error.message) || t('errors.unexpected'), 'error');
  }, [error, errorUpdatedAt, showSnackbar, t]);

  if (!scope) return null;
  // One dialog at a time: the next urgent notice waits until the detail of the last one closes.
  const urgent = reader.busy || reader.detailOpen ? null : selectUrgentNotice(summary.urgent_unread, alerted);
  const current = freshestOf(reader.current, summary.latest, summary.urgent_unread, [summary.important_unread]);
  const closeUrgent = (notice: InformationItem) => {
    setAlerted((previous) => new Set(previous).add(notice.id));
    void reader.openNotice(notice);
  };
  return (
    <>
      <NotificationBell
        unreadCount={summary.unread_count}
        latest={summary.latest}
        loading={loading}
        listPath={`/${scope.area}/information`}
        onSelect={(item) => void reader.openNotice(item)}
      />
      <UrgentInformationAlert notice={urgent} onClose={closeUrgent} />
      <InformationDetailDialog notice={current} open={reader.detailOpen} onClose={reader.closeDetail} />
    </>
  );
}
