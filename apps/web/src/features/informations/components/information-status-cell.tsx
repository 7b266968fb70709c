import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';

/** Publish status and date: 非公開, 公開予定 (public but its date has not come) or 公開. */
export function PublishCell({ row }: { row: InformationAdminItem }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const publishStatusLabel = useEnumLabel('publishStatus');
  const chip =
    row.publish_status === PUBLISH_STATUS.private ? (
      <Chip size="small" variant="outlined" label={publishStatusLabel(PUBLISH_STATUS.private)} />
    ) : row.published ? (
      <Chip size="small" variant="outlined" color="success" label={publishStatusLabel(PUBLISH_STATUS.public)} />
    ) : (
      // info.main is too light for small text on white (WCAG AA): the dark shade on the same border.
      <Chip size="small" variant="outlined" label={t('informations.admin.scheduled')} sx={{ color: 'info.dark', borderColor: 'info.main' }} />
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      {chip}
      <Typography variant="body2" component="span" noWrap>
        {formatDate(row.publish_date)}
      </Typography>
    </Stack>
  );
}
