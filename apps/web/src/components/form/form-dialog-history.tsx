import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HistoryList, type HistoryListProps } from '../history-list.tsx';

/** The record's change history at the foot of an edit dialog. */
export function FormDialogHistory(props: HistoryListProps) {
  const { t } = useTranslation();
  return (
    <>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('list.history')}
      </Typography>
      <HistoryList {...props} />
    </>
  );
}
