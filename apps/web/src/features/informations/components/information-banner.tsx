import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNoticeDate } from '../../../lib/format-date.ts';
import { InformationDetailDialog } from './information-detail-dialog.tsx';
import { freshestOf, useInformationSummary } from './use-information-summary.ts';
import { useInformationReader } from './use-information-reader.ts';

/** The dashboard banner of spec §4: the newest unread medium-priority notice, opened by its icon. */
export function InformationBanner() {
  const { t } = useTranslation();
  const { scope, summary } = useInformationSummary();
  const reader = useInformationReader(scope?.area);
  // The server picks it: the newest unread important (medium) notice.
  const notice = summary.important_unread;
  const current = freshestOf(reader.current, [summary.important_unread], summary.latest);
  return (
    <>
      {notice && (
        <Alert
          severity="info"
          variant="outlined"
          data-testid="information-banner"
          sx={{ mb: 2, borderRadius: 2, bgcolor: 'background.paper', alignItems: 'center', '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
          action={
            <IconButton
              onClick={() => void reader.openNotice(notice)}
              disabled={reader.busy}
              aria-label={t('informations.banner.open', { name: notice.name })}
              color="primary"
              data-testid="information-banner-open"
            >
              <OpenInNewIcon />
            </IconButton>
          }
        >
          <AlertTitle sx={{ mb: 0.25 }}>{t('informations.banner.title')}</AlertTitle>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            <Typography component="time" variant="body2" dateTime={notice.created_at} color="text.secondary" sx={{ mr: 1 }}>
              {formatNoticeDate(notice.created_at)}
            </Typography>
            <strong>{notice.name}</strong>
          </Typography>
        </Alert>
      )}
      <InformationDetailDialog notice={current} open={reader.detailOpen} onClose={reader.closeDetail} />
    </>
  );
}
