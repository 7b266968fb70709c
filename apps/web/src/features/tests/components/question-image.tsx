import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * A question's image under its text: as wide as the card at most and about 320 px high, whole (never
 * cropped); a click opens it at full size in a new tab. The image is read with the session, as the
 * files route checks who may see it.
 */
export function QuestionImage({ path, number }: { path: string; number: number }) {
  const { t } = useTranslation();
  return (
    <Link href={path} target="_blank" rel="noopener" aria-label={t('testTaking.attempt.openImage', { number })} sx={{ display: 'inline-block', maxWidth: '100%', mb: 1.5 }} data-testid="question-image">
      <Box
        component="img"
        src={path}
        alt={t('testTaking.attempt.imageAlt', { number })}
        loading="lazy"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, height: 'auto', width: 'auto', objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', cursor: 'zoom-in' }}
      />
    </Link>
  );
}
