import { MAX_PLAYBACK_RATE, type MovieViewState } from '@manabiya/domain/contracts/movies';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { sendMoviePosition } from '../api/movie-student-api.ts';
import { formatClock } from '../lib/format-clock.ts';
import { PlayedRangeCollector } from '../lib/played-ranges.ts';
import { drawTitleCard } from '../lib/title-card.ts';
import { MovieCoverageBar } from './movie-coverage-bar.tsx';

/** What the player needs of a movie: the step page payload's and GET /api/student/movie's items have these fields. */
export interface PlayerMovie {
  id: number;
  title: string;
  duration_seconds: number;
  /** `/api/student/movie/{id}/stream` for students, `/api/admin/movie/{id}/stream` for a staff preview. */
  stream_url: string;
  /** Where to resume (0: from the start). */
  position_seconds: number;
  /** Coverage so far, shown under the video. */
  watched_seconds: number;
}

export interface MoviePlayerProps {
  movie: PlayerMovie;
  /** Playback started (true) or stopped (false: pause, end, leaving the page): the study clock counts a playing video as activity. */
  onPlayingChange?: (playing: boolean) => void;
  /** Saves position and coverage (students, default); false for a staff preview, which saves nothing. */
  track?: boolean;
  /** The server's answer after each saved report (position, watched seconds and ratio). */
  onProgress?: (state: MovieViewState) => void;
  /** Starts playing once it can (the video was just chosen). */
  autoPlay?: boolean;
}

/** Reports go every REPORT_MS while playing, and at once on pause, end, leaving or hiding the page. */
const REPORT_MS = 10_000;
/** A position this close to either end is not resumed from. */
const RESUME_MARGIN_SECONDS = 2;

/**
 * A native video player that resumes where the student left off and reports the parts actually
 * played (seeks are not watching) with the resume position: every ~10 s while playing, on pause and
 * end, and with `fetch(…, { keepalive })` when the page goes away (pagehide, hidden tab, unmount).
 */
export function MoviePlayer({ movie, onPlayingChange, track = true, onProgress, autoPlay = false }: MoviePlayerProps) {
  const { t } = useTranslation('movies');
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumable = movie.position_seconds > RESUME_MARGIN_SECONDS && movie.position_seconds < movie.duration_seconds - RESUME_MARGIN_SECONDS;
  const [resumedFrom, setResumedFrom] = useState<number | null>(resumable ? movie.position_seconds : null);
  const [watched, setWatched] = useState(movie.watched_seconds);
  const [failed, setFailed] = useState(false);
  // Every video shows its title card until it plays, never a black first frame.
  const theme = useTheme();
  const poster = useMemo(
    () =>
      drawTitleCard(movie.title, formatClock(movie.duration_seconds), {
        dark: theme.palette.primary.dark,
        main: theme.palette.primary.main,
        fontFamily: theme.typography.fontFamily ?? 'sans-serif',
      }),
    [movie.title, movie.duration_seconds, theme],
  );
  // The latest callbacks, read by listeners attached once per movie.
  const callbacks = useRef({ onPlayingChange, onProgress });
  useEffect(() => {
    callbacks.current = { onPlayingChange, onProgress };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const collector = new PlayedRangeCollector();
    let inFlight = false;
    let again = false;
    let lastSent = -1;
    let playing = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const report = (keepalive = false) => {
      if (!track) return;
      const position = Math.min(Math.max(video.currentTime || 0, 0), movie.duration_seconds);
      if (collector.isEmpty && Math.abs(position - lastSent) < 0.5 && !keepalive) return;
      if (inFlight && !keepalive) {
        again = true;
        return;
      }
      const ranges = collector.take();
      if (ranges.length === 0 && Math.abs(position - lastSent) < 0.5) return;
      inFlight = !keepalive;
      lastSent = position;
      sendMoviePosition(movie.id, { position_seconds: position, played_ranges: ranges }, { keepalive })
        .then((state) => {
          setWatched(state.watched_seconds);
          callbacks.current.onProgress?.(state);
        })
        .catch((error: unknown) => {
          // A refused report (400) is not sent again; one that did not arrive goes with the next.
          if (!(isApiError(error) && error.status >= 400 && error.status < 500)) collector.giveBack(ranges);
          lastSent = -1;
        })
        .finally(() => {
          if (keepalive) return;
          inFlight = false;
          if (again) {
            again = false;
            report();
          }
        });
    };

    const setPlaying = (now: boolean) => {
      if (playing === now) return;
      playing = now;
      clearInterval(timer);
      timer = now ? setInterval(() => report(), REPORT_MS) : undefined;
      callbacks.current.onPlayingChange?.(now);
    };

    const onLoadedMetadata = () => {
      if (resumable && video.currentTime < 0.5) video.currentTime = movie.position_seconds;
      if (autoPlay) video.play().catch(() => undefined);
    };
    const onTimeUpdate = () => {
      if (!video.paused && !video.seeking) collector.tick(video.currentTime, performance.now(), video.playbackRate);
    };
    const onSeeking = () => collector.break();
    const onPlay = () => {
      collector.break();
      setPlaying(true);
      report();
    };
    const onStop = () => {
      collector.tick(video.currentTime, performance.now(), video.playbackRate);
      collector.break();
      setPlaying(false);
      report();
    };
    const onRateChange = () => {
      if (video.playbackRate > MAX_PLAYBACK_RATE) video.playbackRate = MAX_PLAYBACK_RATE;
    };
    const onError = () => setFailed(true);
    const onLeave = () => report(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report(true);
    };

    video.addEventListener('loadedmetadata', onLoadedMetadata);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    video.addEventListener('ratechange', onRateChange);
    video.addEventListener('error', onError);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    // The metadata may have loaded before the listeners were attached.
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
    return () => {
      video.removeEventListener('loadedmetadata', onLoadedMetadata);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      video.removeEventListener('ratechange', onRateChange);
      video.removeEventListener('error', onError);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (!video.paused) collector.tick(video.currentTime, performance.now(), video.playbackRate);
      clearInterval(timer);
      report(true);
      if (playing) callbacks.current.onPlayingChange?.(false);
    };
    // One set of listeners per movie; resumable/autoPlay are read once when it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [movie.id, movie.stream_url, track]);

  const startOver = () => {
    const video = videoRef.current;
    if (video) video.currentTime = 0;
    setResumedFrom(null);
  };

  return (
    <Stack spacing={1} data-testid="movie-player">
      <Box
        component="video"
        ref={videoRef}
        src={movie.stream_url}
        controls
        preload="metadata"
        poster={poster}
        playsInline
        aria-label={movie.title}
        data-testid="movie-video"
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 2 }}
      />
      {failed && <Alert severity="error">{t('movies.player.failed')}</Alert>}
      {resumedFrom !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-testid="movie-resume">
            {t('movies.player.resumed', { position: formatClock(resumedFrom) })}
          </Typography>
          <Button size="small" onClick={startOver}>
            {t('movies.player.startOver')}
          </Button>
        </Stack>
      )}
      {track && <MovieCoverageBar watchedSeconds={watched} durationSeconds={movie.duration_seconds} />}
    </Stack>
  );
}
