import type { ListResponse } from '@manabiya/domain/contracts/lists';
import {
  MOVIE_CONTENT_TYPES,
  movieDeleteRefusal,
  type MovieBody,
  type MovieItem,
  type MovieListQuery,
  type MoviePositionBody,
  type MovieUploadFields,
  type MovieUploadRules,
  type MovieViewState,
  type StudentMovieList,
} from '@manabiya/domain/contracts/movies';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { cleanFileName } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { addPlayed, creditAt, roundSeconds, storedRanges } from './movie-coverage.ts';
import type { MovieFiles, ReceivedMovie } from './movie-files.ts';
import { presentMovie, watchedRatio } from './movies.presenter.ts';
import * as repo from './movies.repository.ts';

const ENTITY = 'movie';
const NOT_FOUND = '動画が見つかりません。削除された可能性があります。';
const STUDENT_NOT_FOUND = '動画が見つかりません。';
/** How many steps a refusal names before "and N more". */
const NAMED_STEPS = 5;

export const RANGES_TOO_LONG_MESSAGE = '再生した範囲が、前回の記録からの経過時間で再生できる長さを超えています。';

/** The URL a student plays a movie from (HTTP Range; their course must show it). */
export const studentStreamUrl = (id: number) => pathOf(movieEndpoints.studentStream, { id });
/** The URL staff with movie read play a movie from (admin preview). */
export const adminStreamUrl = (id: number) => pathOf(movieEndpoints.adminStream, { id });

export interface MovieServiceDeps {
  db: Db;
  files: MovieFiles;
  audit: AuditService;
  /** MOVIE_MAX_BYTES. */
  maxBytes: number;
}

/** A stored movie file as streaming needs it. */
export interface MovieFile {
  path: string;
  contentType: string;
  size: number;
  /** Stored files never change (a new upload is a new movie), so the random name is a strong validator. */
  etag: string;
  lastModified: Date;
}

export type MovieService = ReturnType<typeof createMovieService>;

/** The title an upload gets when none is given: the file's name without its extension. */
function titleFromFileName(name: string | undefined): string {
  const base = (name ?? '').replace(/\.[^.]*$/, '').trim();
  return (base || '動画').slice(0, 200);
}

export function createMovieService({ db, files, audit, maxBytes }: MovieServiceDeps) {
  async function present(caller: StaffCaller, rows: repo.MovieRow[]): Promise<MovieItem[]> {
    const uses = await repo.usesOf(db, rows.map((row) => row.id));
    return rows.map((row) =>
      presentMovie(
        row,
        uses.filter((use) => use.movie_id === row.id),
        caller.permissions,
        adminStreamUrl(row.id),
      ),
    );
  }

  async function findRow(id: number): Promise<repo.MovieRow> {
    const row = await repo.findMovie(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function getMovie(caller: StaffCaller, id: number): Promise<MovieItem> {
    const [item] = await present(caller, [await findRow(id)]);
    return item!;
  }

  async function streamable(row: { file_name: string; content_type: string; updated_at: Date } | undefined, message: string): Promise<MovieFile> {
    const size = row && (await files.sizeOf(row.file_name));
    if (!row || size === undefined) throw notFound(message);
    return { path: files.pathOf(row.file_name), contentType: row.content_type, size, etag: `"${row.file_name}"`, lastModified: row.updated_at };
  }

  return {
    listMovies(caller: StaffCaller, query: MovieListQuery): Promise<ListResponse<MovieItem>> {
      return readPage(query, repo.listMovies(db, query), (rows) => present(caller, rows));
    },

    getMovie,

    uploadRules: (): MovieUploadRules => ({ max_bytes: maxBytes, content_types: [...MOVIE_CONTENT_TYPES] }),

    /** Records a file already streamed to storage; the file goes again when the row cannot be written. */
    async createMovie(caller: StaffCaller, fields: MovieUploadFields, received: ReceivedMovie, originalName: string | undefined): Promise<MovieItem> {
      // The uploader's file name as readers will see it: no folder, no bidi override or other invisible character.
      const shownName = cleanFileName(originalName);
      try {
        const id = await db.transaction(async (tx) => {
          const values: repo.NewMovie = {
            title: fields.title ?? titleFromFileName(shownName),
            description: fields.description,
            file_name: received.fileName,
            original_name: shownName || null,
            content_type: received.contentType,
            size_bytes: received.sizeBytes,
            duration_seconds: received.durationSeconds,
            uploaded_by_staff_id: caller.id,
          };
          const movieId = await repo.insertMovie(tx, values);
          await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: movieId, after: { ...values } });
          return movieId;
        });
        return await getMovie(caller, id);
      } catch (error) {
        await files.remove(received.fileName);
        throw error;
      }
    },

    async updateMovie(caller: StaffCaller, id: number, body: MovieBody): Promise<MovieItem> {
      await db.transaction(async (tx) => {
        const before = await repo.lockMovie(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        await repo.updateMovie(tx, id, body);
        await audit.record(tx, {
          staffId: caller.id,
          entityType: ENTITY,
          entityId: id,
          before: { title: before.title, description: before.description },
          after: { ...body },
        });
      });
      return getMovie(caller, id);
    },

    /** Deletes the row, then its file; refused (409, the steps named) while a step shows it. */
    async deleteMovie(caller: StaffCaller, id: number): Promise<void> {
      const fileName = await db.transaction(async (tx) => {
        const before = await repo.lockMovie(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        const uses = await repo.usesOf(tx, [id]);
        if (movieDeleteRefusal(caller.permissions, uses.length) === 'in_use') {
          const named = uses.slice(0, NAMED_STEPS).map((use) => `「${use.curriculum_name} / ${use.step_title}」`);
          const steps = named.join('、') + (uses.length > NAMED_STEPS ? ` ほか${uses.length - NAMED_STEPS}件` : '');
          throw conflict(`この動画は次のステップで使われているため削除できません: ${steps}。先にステップから外してください。`);
        }
        await repo.deleteMovie(tx, id);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { ...before } });
        return before.file_name;
      });
      await files.remove(fileName);
    },

    async historyOf(id: number) {
      await findRow(id);
      return audit.history(ENTITY, id);
    },

    /** The file of any movie, for staff with movie read. */
    async adminMovieFile(id: number): Promise<MovieFile> {
      return streamable(await repo.findMovieFile(db, id), NOT_FOUND);
    },

    /** The file of a movie the student's course shows; 404 for any other (their own or not, it does not say which). */
    async studentMovieFile(studentId: number, id: number): Promise<MovieFile> {
      if ((await repo.courseMovieDuration(db, studentId, id)) === undefined) throw notFound(STUDENT_NOT_FOUND);
      return streamable(await repo.findMovieFile(db, id), STUDENT_NOT_FOUND);
    },

    /** Every video of the student's course, once each, in course order, with the step that shows it first. */
    async listStudentMovies(studentId: number): Promise<StudentMovieList> {
      const rows = await repo.listCourseMovies(db, studentId);
      const seen = new Set<number>();
      const first = rows.filter((row) => !seen.has(row.movie_id) && seen.add(row.movie_id));
      const views = new Map((await repo.viewsOf(db, studentId, first.map((row) => row.movie_id))).map((view) => [view.movie_id, view]));
      return {
        items: first.map((row) => {
          const view = views.get(row.movie_id);
          const watched = view?.watched_seconds ?? 0;
          return {
            id: row.movie_id,
            title: row.title,
            description: row.description,
            duration_seconds: row.duration_seconds,
            position_seconds: view?.position_seconds ?? 0,
            watched_seconds: watched,
            watched_ratio: watchedRatio(watched, row.duration_seconds),
            step_id: row.step_id,
            step_title: row.step_title,
            curriculum_id: row.curriculum_id,
            curriculum_name: row.curriculum_name,
            stream_url: studentStreamUrl(row.movie_id),
          };
        }),
      };
    },

    /**
     * Saves the resume position and merges the played ranges into the coverage, under the row lock
     * so that reports from two tabs never lose each other's ranges. The coverage an update adds is
     * bounded by wall time (movie-coverage.ts); more is refused as a whole.
     */
    async savePosition(studentId: number, id: number, body: MoviePositionBody): Promise<MovieViewState> {
      const duration = await repo.courseMovieDuration(db, studentId, id);
      if (duration === undefined) throw notFound(STUDENT_NOT_FOUND);
      return db.transaction(async (tx) => {
        const view = await repo.lockView(tx, studentId, id);
        const now = Number(view.now);
        const update = addPlayed(storedRanges(view.watched_ranges), body.played_ranges, duration);
        const { credit, clockAfter } = creditAt(view.created ? undefined : Number(view.clock), now);
        if (update.added > credit + 0.001) {
          throw badRequest(RANGES_TOO_LONG_MESSAGE, { played_ranges: RANGES_TOO_LONG_MESSAGE });
        }
        const position = roundSeconds(Math.min(Math.max(body.position_seconds, 0), duration));
        await repo.saveView(tx, studentId, id, {
          position_seconds: position,
          watched_ranges: update.ranges,
          watched_seconds: update.watchedSeconds,
          clock: clockAfter(update.added),
        });
        return { movie_id: id, position_seconds: position, watched_seconds: update.watchedSeconds, watched_ratio: watchedRatio(update.watchedSeconds, duration) };
      });
    },

    /**
     * Position and coverage of the student's views of these movies (for the step page; movies never
     * opened read 0). Callable with a plain db.
     */
    async studentMovieStates(studentId: number, movieIds: number[]): Promise<Map<number, { position_seconds: number; watched_seconds: number }>> {
      const views = await repo.viewsOf(db, studentId, movieIds);
      return new Map(movieIds.map((movieId) => {
        const view = views.find((row) => row.movie_id === movieId);
        return [movieId, { position_seconds: view?.position_seconds ?? 0, watched_seconds: view?.watched_seconds ?? 0 }];
      }));
    },

    studentStreamUrl,
  };
}
