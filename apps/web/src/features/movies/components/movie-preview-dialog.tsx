import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MultilineText } from '../../../components/multiline-text.tsx';
import { usePhone } from '../../../lib/use-phone.ts';
import type { MovieRow } from '../api/movie-admin-api.ts';
import { MovieFacts } from './movie-facts.tsx';
import { MoviePlayer } from './movie-player.tsx';

/** Staff preview: the movie played from the admin stream (nothing is recorded), with its facts and where it is used. */
export function MoviePreviewDialog({ movie, onClose }: { movie: MovieRow; onClose: () => void }) {
  const { t } = useTranslation('movies');
  const phone = usePhone();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{movie.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <MoviePlayer
            movie={{ id: movie.id, title: movie.title, duration_seconds: movie.duration_seconds, stream_url: movie.stream_url, position_seconds: 0, watched_seconds: 0 }}
            track={false}
          />
          {movie.description && <MultilineText text={movie.description} />}
          <MovieFacts movie={movie} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('movies.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
