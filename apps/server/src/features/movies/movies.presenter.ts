import { movieAbilities, type MovieItem, type MovieUse } from '@manabiya/domain/contracts/movies';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import type { MovieRow } from './movies.repository.ts';

/** watched ÷ duration, 0–1 (three decimals). */
export function watchedRatio(watchedSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.round(Math.min(1, watchedSeconds / durationSeconds) * 1000) / 1000;
}

/** A movie row as the admin API shows it to a caller holding `permissions`, with the steps that use it. */
export function presentMovie(row: MovieRow, uses: MovieUse[], permissions: SectionPermissions | null | undefined, streamUrl: string): MovieItem {
  const { file_name: _file, ...fields } = row;
  return {
    ...withIsoDates(fields),
    used_by: uses.map(({ step_id, step_title, curriculum_id, curriculum_name }) => ({ step_id, step_title, curriculum_id, curriculum_name })),
    stream_url: streamUrl,
    abilities: movieAbilities(permissions, uses.length),
  };
}
