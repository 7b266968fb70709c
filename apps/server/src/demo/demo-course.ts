import fs from 'node:fs';
import path from 'node:path';
import type { DemoCourse, DemoCurriculum, DemoMovie, DemoStep } from '../platform/sample-data.ts';

/** The demo course's files, beside this module wherever the server runs from (it runs the sources, with tsx). */
const COURSE_DIR = path.join(import.meta.dirname, 'course');
const MOVIES_DIR = path.join(import.meta.dirname, 'movies');

/** course/course.json: the course as data, each step's text named by its Markdown file in course/. */
interface CourseManifest {
  movies: Array<Omit<DemoMovie, 'filePath'>>;
  curricula: Array<Omit<DemoCurriculum, 'steps'> & { steps: Array<Omit<DemoStep, 'body'> & { body: string }> }>;
  courses: DemoCourse['courses'];
}

/**
 * The demo course, "Web エンジニア養成コース": its curricula and steps from course/course.json, each
 * step's Markdown from its file, its videos from movies/ (movies/README.md says how they were made). A step
 * naming a video the manifest lacks, or a file that is not there, fails the load.
 */
export function readDemoCourse(): DemoCourse {
  const manifest = JSON.parse(fs.readFileSync(path.join(COURSE_DIR, 'course.json'), 'utf8')) as CourseManifest;
  const movies = manifest.movies.map((movie) => ({ ...movie, filePath: path.join(MOVIES_DIR, movie.file) }));
  const movieKeys = new Set(movies.map((movie) => movie.key));
  for (const movie of movies) {
    if (!fs.existsSync(movie.filePath)) throw new Error(`demo course: no video file ${movie.filePath}`);
  }
  const curricula = manifest.curricula.map((curriculum) => ({
    ...curriculum,
    steps: curriculum.steps.map((step) => {
      const unknown = (step.movies ?? []).filter((key) => !movieKeys.has(key));
      if (unknown.length > 0) throw new Error(`demo course: step "${step.title}" names unknown videos ${unknown.join(', ')}`);
      return { ...step, body: fs.readFileSync(path.join(COURSE_DIR, step.body), 'utf8') };
    }),
  }));
  return { movies, curricula, courses: manifest.courses };
}
