import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { movies } from '../../db/schema/movies.ts';
import { staff } from '../../db/schema/staff.ts';
import type { DemoContext } from '../../platform/sample-data.ts';
import { createMovieFiles, type ReceivedMovie } from './movie-files.ts';

/** The demo course's three short videos, stored through the library's own upload pipeline (sniffed, probed), uploaded by the administrator. */
export async function demoMovies({ db, filesDir, course }: DemoContext): Promise<void> {
  const movieFiles = createMovieFiles(path.join(filesDir, 'movie'));
  const stored: { movie: DemoContext['course']['movies'][number]; file: ReceivedMovie }[] = [];
  for (const movie of course.movies) {
    stored.push({ movie, file: await movieFiles.receive(fs.createReadStream(movie.filePath), Number.MAX_SAFE_INTEGER) });
  }
  const [admin] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com'));
  for (const { movie, file } of stored) {
    await db.insert(movies).values({
      title: movie.title,
      description: movie.description,
      file_name: file.fileName,
      original_name: movie.file,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      duration_seconds: file.durationSeconds,
      uploaded_by_staff_id: admin?.id ?? null,
    });
  }
}
