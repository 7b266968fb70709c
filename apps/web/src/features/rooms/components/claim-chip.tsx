import type { RoomClaim } from '@manabiya/domain/contracts/rooms';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Who is reviewing the room now ("○○ さんがレビュー中"), as everyone sees it live; nothing when nobody is. */
export function ClaimChip({ claim }: { claim: RoomClaim | null }) {
  const { t } = useTranslation();
  if (!claim) return null;
  const label = claim.mine ? t('rooms.claim.mine') : t('rooms.claim.by', { name: claim.staff_name });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={claim.mine ? 'primary' : 'secondary'}
      icon={<RateReviewIcon />}
      label={label}
      title={label}
      sx={{ maxWidth: '100%' }}
      data-testid="room-claim"
      data-mine={claim.mine}
    />
  );
}
