import type { MovieViewState, StudentMovieItem, StudentMovieList } from '@manabiya/domain/contracts/movies';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { MultilineText } from '../../../components/multiline-text.tsx';
import { studentMovieKeys, studentMovieListQuery } from '../api/movie-student-api.ts';
import { formatClock } from '../lib/format-clock.ts';
import { MovieCoverageBar } from './movie-coverage-bar.tsx';
import { MoviePlayer } from './movie-player.tsx';

const CARD = { p: { xs: 2, sm: 3 }, borderRadius: 3 } as const;
/** A video watched this far counts as seen ("watch again" instead of "continue"). */
const SEEN_RATIO = 0.95;

/** The curricula of the list in course order, each with its videos. */
function byCurriculum(items: readonly StudentMovieItem[]) {
  const groups: Array<{ id: number; name: string; items: StudentMovieItem[] }> = [];
  for (const item of items) {
    const group = groups.at(-1);
    if (group?.id === item.curriculum_id) group.items.push(item);
    else groups.push({ id: item.curriculum_id, name: item.curriculum_name, items: [item] });
  }
  return groups;
}

/**
 * /student/movie: every video of the student's course in course order, with how much of each was
 * actually played and where it stands. Choosing one plays it at the top (`?play=<id>`, so a reload
 * comes back to it and resumes where it left off). `stepHref` links the playing video's step (the
 * portal knows where step pages are).
 */
export function StudentMovies({ stepHref }: { stepHref?: (stepId: number) => string }) {
  const { t } = useTranslation('movies');
  const queryClient = useQueryClient();
  const list = useQuery(studentMovieListQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  // Plays at once only when chosen here, not when the page is opened or reloaded with ?play=.
  const [chosen, setChosen] = useState<number | null>(null);
  const playId = Number(searchParams.get('play'));

  if (list.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (list.error) return <ErrorMessage error={list.error} />;

  const items = list.data.items;
  const playing = items.find((item) => item.id === playId);
  const seen = items.filter((item) => item.watched_ratio >= SEEN_RATIO).length;
  const playLabel = (item: StudentMovieItem): string => {
    if (item.watched_ratio >= SEEN_RATIO) return t('movies.student.again');
    if (item.position_seconds > 2 && item.position_seconds < item.duration_seconds - 2) return t('movies.student.resume', { position: formatClock(item.position_seconds) });
    return t('movies.student.play');
  };
  const play = (id: number) => {
    setChosen(id);
    setSearchParams({ play: String(id) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const saved = (state: MovieViewState) =>
    queryClient.setQueryData<StudentMovieList>(studentMovieKeys.all, (old) =>
      old && {
        items: old.items.map((item) =>
          item.id === state.movie_id ? { ...item, position_seconds: state.position_seconds, watched_seconds: state.watched_seconds, watched_ratio: state.watched_ratio } : item,
        ),
      },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <Typography color="text.secondary" variant="body2">
        {items.length === 0 ? t('movies.student.empty') : t('movies.student.summary', { count: items.length, seen })}
      </Typography>

      {playing && (
        <Paper component="section" variant="outlined" aria-labelledby="movie-playing-title" sx={CARD}>
          <Typography id="movie-playing-title" component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {playing.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {playing.curriculum_name} /{' '}
            {stepHref ? (
              <Link component={RouterLink} to={stepHref(playing.step_id)} underline="always">
                {playing.step_title}
              </Link>
            ) : (
              playing.step_title
            )}
          </Typography>
          <MoviePlayer key={playing.id} movie={playing} autoPlay={chosen === playing.id} onProgress={saved} />
          {playing.description && (
            <Typography variant="body2" component="div" sx={{ mt: 2 }}>
              <MultilineText text={playing.description} />
            </Typography>
          )}
        </Paper>
      )}

      {byCurriculum(items).map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`movie-curriculum-${group.id}`}>
          <Typography id={`movie-curriculum-${group.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {group.name}
          </Typography>
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.items.map((item) => (
              <Paper
                key={item.id}
                component="li"
                variant="outlined"
                data-testid="student-movie"
                aria-current={item.id === playing?.id ? 'true' : undefined}
                sx={{ ...CARD, p: 2, borderColor: item.id === playing?.id ? 'primary.main' : undefined, borderWidth: item.id === playing?.id ? 2 : undefined }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                      {t('movies.student.stepLine', { step: item.step_title, duration: formatClock(item.duration_seconds) })}
                    </Typography>
                    <MovieCoverageBar watchedSeconds={item.watched_seconds} durationSeconds={item.duration_seconds} />
                  </Box>
                  <Button
                    variant={item.id === playing?.id ? 'outlined' : 'contained'}
                    startIcon={item.watched_ratio >= SEEN_RATIO ? <ReplayIcon /> : <PlayArrowIcon />}
                    onClick={() => play(item.id)}
                    aria-label={`${item.title}: ${playLabel(item)}`}
                    sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
                  >
                    {playLabel(item)}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
