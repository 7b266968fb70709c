import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MovieRow } from '../api/movie-admin-api.ts';
import { formatClock, formatMegabytes } from '../lib/format-clock.ts';

/** The file's facts (name, type, length, size) and the steps that use the movie. */
export function MovieFacts({ movie }: { movie: MovieRow }) {
  const { t } = useTranslation('movies');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {[movie.original_name, movie.content_type === 'video/webm' ? 'WebM' : 'MP4', formatClock(movie.duration_seconds), formatMegabytes(movie.size_bytes)]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
        {t('movies.fields.usedBy')}
      </Typography>
      <MovieUses movie={movie} />
    </Box>
  );
}

/**
 * The steps that show a movie as chips (curriculum / step), or "not used". `singleLine` (list
 * cells and phone cards) keeps one line: the first step, cut with "…", and how many more.
 */
export function MovieUses({ movie, singleLine = false }: { movie: MovieRow; singleLine?: boolean }) {
  const { t } = useTranslation('movies');
  if (movie.used_by.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('movies.library.unused')}
      </Typography>
    );
  }
  const shown = singleLine ? movie.used_by.slice(0, 1) : movie.used_by;
  const label = (use: MovieRow['used_by'][number]) => `${use.curriculum_name} / ${use.step_title}`;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: singleLine ? 'nowrap' : 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, minWidth: 0, maxWidth: '100%', overflow: 'hidden' }}
    >
      {shown.map((use) => (
        <Box component="li" key={use.step_id} sx={{ minWidth: 0, display: 'flex' }}>
          <Chip size="small" label={label(use)} title={label(use)} sx={{ maxWidth: '100%' }} />
        </Box>
      ))}
      {shown.length < movie.used_by.length && (
        <Box component="li" sx={{ flexShrink: 0, display: 'flex' }}>
          <Chip size="small" variant="outlined" label={t('movies.library.moreUses', { count: movie.used_by.length - shown.length })} />
        </Box>
      )}
    </Box>
  );
}
