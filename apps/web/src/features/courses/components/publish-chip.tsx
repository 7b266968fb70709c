import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import Chip from '@mui/material/Chip';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';

/** Public (green) or private (grey), small. */
export function PublishChip({ status }: { status: number }) {
  const label = useEnumLabel('publishStatus');
  const isPublic = status === PUBLISH_STATUS.public;
  return <Chip size="small" label={label(status)} color={isPublic ? 'success' : 'default'} variant={isPublic ? 'filled' : 'outlined'} />;
}
