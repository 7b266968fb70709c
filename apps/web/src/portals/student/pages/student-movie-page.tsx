import { useTranslation } from 'react-i18next';
import { stepPath } from '../../../features/learning/paths.ts';
import { StudentMovies } from '../../../features/movies/components/student-movies.tsx';

const NAMESPACES = ['movies'] as const;

/** /student/movie: every video of the student's course with its watched coverage and resume; the playing video links its step page. */
export default function StudentMoviePage() {
  useTranslation(NAMESPACES);
  return <StudentMovies stepHref={stepPath} />;
}
