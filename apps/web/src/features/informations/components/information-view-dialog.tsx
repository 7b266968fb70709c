import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { InformationDetailDialog } from './information-detail-dialog.tsx';
import { readerItemOf } from './information-preview-dialog.tsx';
import { PublishCell } from './information-status-cell.tsx';
import { reachPercent } from './reach-progress.tsx';

interface InformationViewDialogProps {
  information: InformationAdminItem;
  onClose: () => void;
}

/**
 * A notice to read, for every admin who may see the list (read-only users included): the readers'
 * own detail dialog, under the facts staff ask about (status, audience, reach, author).
 */
export function InformationViewDialog({ information, onClose }: InformationViewDialogProps) {
  const { t } = useTranslation();
  const targetLabel = useEnumLabel('noticeTarget');
  const facts: Array<[string, ReactNode]> = [
    [t('informations.admin.facts.status'), <PublishCell key="status" row={information} />],
    [t('informations.admin.noticeTarget'), targetLabel(information.notice_target)],
    [t('informations.admin.facts.audience'), t('informations.admin.facts.audienceValue', { count: information.audience_count })],
    [t('informations.admin.reach'), t('informations.admin.reachSummary', { read: information.read_count, audience: information.audience_count, percent: reachPercent(information.read_count, information.audience_count) })],
    [t('informations.admin.author'), information.admin_name ?? t('list.emptyValue')],
  ];
  return (
    <InformationDetailDialog
      notice={readerItemOf(information)}
      open
      onClose={onClose}
      aside={
        <Box
          component="dl"
          data-testid="information-view-facts"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          {facts.map(([label, value], index) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: index === 0 ? 0 : 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      }
    />
  );
}
