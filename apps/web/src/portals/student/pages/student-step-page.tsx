import { idParamSchema } from '@manabiya/domain/contracts/common';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { LEARNING_PATHS } from '../../../features/learning/paths.ts';
import { stepQuery } from '../../../features/learning/api/learning-api.ts';
import { StepView } from '../../../features/learning/components/step-view.tsx';
import { useStudyClock } from '../../../features/learning/hooks/use-study-clock.ts';
import { MoviePlayer } from '../../../features/movies/components/movie-player.tsx';
import { StepRoomLink } from '../../../features/rooms/components/step-room-link.tsx';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';

/**
 * /student/step/:stepId: a step of the course with its videos (the movies feature's player, which
 * resumes and reports what was played), an assignment's link to its room (the rooms feature), and
 * the study clock running while the page is used.
 */
export default function StudentStepPage() {
  useTranslation(['learning', 'movies', 'rooms']);
  // The shell routes by the menu's patterns itself, so the id is read from the address.
  const parsed = idParamSchema().safeParse(matchPath(LEARNING_PATHS.step, useLocation().pathname)?.params.stepId);
  const id = parsed.success ? parsed.data : 0;
  const step = useQuery({ ...stepQuery(id), enabled: parsed.success });
  const clock = useStudyClock({ stepId: id, enabled: parsed.success && step.data !== undefined && step.data.state !== 'locked' });
  if (!parsed.success) return <PortalNotFound homePath="/student" />;
  return (
    <>
      {step.isError && <ErrorMessage error={step.error} />}
      {step.isPending && <Skeleton variant="rounded" height={360} />}
      {step.data && (
        <StepView
          step={step.data}
          clock={clock}
          room={step.data.step_type === STEP_TYPE.assignment && <StepRoomLink stepId={id} />}
          videos={
            <Stack spacing={3}>
              {step.data.movies.map((movie) => (
                <MoviePlayer key={`${id}-${movie.id}`} movie={movie} />
              ))}
            </Stack>
          }
        />
      )}
    </>
  );
}
