import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import CampaignIcon from '@mui/icons-material/Campaign';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useCheckedSubmit } from '../../../lib/use-checked-submit.ts';
import { informationAudienceQuery, usePublishInformation, type AudienceTarget } from '../api/information-admin-api.ts';
import { useDateFormat } from '../../../lib/format-date.ts';
import { isFuture } from '../lib/display-date-time.ts';
import { InformationPreviewDialog } from './information-preview-dialog.tsx';
import { PriorityChip } from './priority-chip.tsx';

/** What the confirmation is about: publishing a draft, or saving a change to a public notice. */
export type PublishDialogMode = 'publish' | 'change';

export interface PublishDialogProps {
  mode: PublishDialogMode;
  /** The notice's subject. */
  name: string;
  priority: Priority;
  target: AudienceTarget;
  /** When it is published: null now, else the date (ISO). */
  publishDate: string | null;
  /** A change: readers see the notice now (false: a scheduled one, not announced yet). */
  visibleBefore?: boolean;
  /** A change: how many the notice reached before the change (shown when the target changes). */
  audienceBefore?: number;
  onPreview?: () => void;
  /** Publishes or saves; a refusal stays in the dialog. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', listStyle: 'none' }} data-testid={testId}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Box>
  );
}

/**
 * The decision before a notice goes out (issue 10): who it reaches (counted by the server with the
 * delivery's rules), when, at which priority, and whether it pops up and is pushed. The same dialog
 * says who sees a change to a public notice before it is saved.
 */
export function InformationPublishDialog({ mode, name, priority, target, publishDate, visibleBefore = false, audienceBefore, onPreview, onConfirm, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const dateTimeText = useDateFormat().dateTime;
  const titleId = useId();
  const { submit: confirm, error, pending: busy } = useCheckedSubmit<void>({ send: onConfirm });
  const audience = useQuery(informationAudienceQuery(target));
  const counts = audience.data;
  const date = publishDate ? dateTimeText(publishDate) : null;
  const change = mode === 'change';
  const later = isFuture(publishDate);
  // A change is announced again (pop-up, push) when the notice was not visible yet, or is moved to a later date.
  const announces = !change || !visibleBefore || later;
  const title = change ? (visibleBefore ? t('informations.admin.confirm.changeTitle') : t('informations.admin.confirm.changeScheduledTitle')) : t('informations.admin.confirm.publishTitle');
  const confirmLabel = change ? t('informations.admin.confirm.changeButton') : date ? t('informations.admin.confirm.scheduleButton') : t('informations.admin.confirm.publishButton');
  const popup =
    priority === PRIORITY.high
      ? t('informations.admin.confirm.popupUrgent')
      : priority === PRIORITY.medium
        ? t('informations.admin.confirm.popupBanner')
        : t('informations.admin.confirm.popupNone');
  const pushes = priority === PRIORITY.high && (counts?.students ?? 0) > 0;

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="information-publish-dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }} data-testid="information-publish-subject">
          {name}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          <Fact icon={<GroupsIcon />} testId="information-publish-audience">
            {counts ? (
              <>
                <Typography sx={{ fontWeight: 700 }} data-testid="information-publish-audience-total" data-total={counts.total}>
                  {!announces
                    ? t('informations.admin.confirm.audienceChange', { total: counts.total })
                    : change && visibleBefore
                      ? t('informations.admin.confirm.audienceWithdraw', { total: counts.total })
                      : t('informations.admin.confirm.audience', { total: counts.total })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('informations.admin.confirm.audienceDetail', { students: counts.students, companyUsers: counts.company_users })}
                </Typography>
                {change && audienceBefore !== undefined && audienceBefore !== counts.total && (
                  <Typography variant="body2" color="warning.dark">
                    {t('informations.admin.confirm.audienceBefore', { before: audienceBefore })}
                  </Typography>
                )}
                {counts.total === 0 && (
                  <Typography variant="body2" color="warning.dark">
                    {t('informations.admin.confirm.noAudience')}
                  </Typography>
                )}
              </>
            ) : audience.error ? (
              <ErrorMessage error={audience.error} />
            ) : (
              <Box role="status">
                <Typography variant="body2" color="text.secondary">
                  {t('informations.admin.confirm.audienceLoading')}
                </Typography>
                <Skeleton width={200} />
              </Box>
            )}
          </Fact>
          <Fact icon={<ScheduleIcon />} testId="information-publish-when">
            <Typography>
              {!publishDate || !date
                ? t('informations.admin.confirm.whenNow')
                : later
                  ? t('informations.admin.confirm.whenAt', { date })
                  : t('informations.admin.confirm.whenSince', { date })}
            </Typography>
          </Fact>
          <Fact icon={<CampaignIcon />} testId="information-publish-priority">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography>{t('informations.admin.confirm.priority')}</Typography>
              <PriorityChip priority={priority} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {announces ? popup : t('informations.admin.confirm.noPushAgain')}
            </Typography>
          </Fact>
          {announces && (
            <Fact icon={<NotificationsActiveIcon />} testId="information-publish-push">
              <Typography data-push={pushes}>{pushes ? t('informations.admin.confirm.push') : t('informations.admin.confirm.noPush')}</Typography>
            </Fact>
          )}
        </Stack>
        {error !== null && <ErrorMessage error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {onPreview && (
          <Button onClick={onPreview} disabled={busy} sx={{ mr: 'auto' }}>
            {t('informations.admin.preview')}
          </Button>
        )}
        <Button onClick={close} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy || (!counts && !audience.error)} data-testid="information-publish-confirm">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 「公開する」 from a draft's row: the same confirmation, for the notice as stored. A draft dated in
 * the future is published at that date, any other at once.
 */
export function InformationRowPublishDialog({ information, onClose }: { information: InformationAdminItem; onClose: () => void }) {
  const { t } = useTranslation();
  const dateTimeText = useDateFormat().dateTime;
  const showSnackbar = useSnackbar();
  const publish = usePublishInformation();
  const [previewing, setPreviewing] = useState(false);
  const publishDate = isFuture(information.publish_date) ? information.publish_date : null;
  return (
    <>
      <InformationPublishDialog
        mode="publish"
        name={information.name}
        priority={information.priority}
        target={information}
        publishDate={publishDate}
        onPreview={() => setPreviewing(true)}
        onConfirm={async () => {
          const published = await publish.mutateAsync({ id: information.id, publish_date: publishDate });
          showSnackbar(
            published.published
              ? t('informations.admin.publishedNow')
              : t('informations.admin.publishedLater', { date: dateTimeText(published.publish_date) }),
          );
          onClose();
        }}
        onClose={onClose}
      />
      <InformationPreviewDialog
        preview={previewing ? { name: information.name, content: information.content, priority: information.priority, publishDate, images: information.information_files } : null}
        onClose={() => setPreviewing(false)}
      />
    </>
  );
}
