import type { Health } from '@manabiya/domain/contracts/health';
import { pingDatabase, type Db } from '../../platform/db.ts';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({ db }: { db: Db }) {
  return {
    /** `ok`, or `unavailable` when the database does not answer (the error is the caller's to log). */
    async check(): Promise<{ health: Health; error?: unknown }> {
      try {
        await pingDatabase(db);
        return { health: { status: 'ok', database: 'ok' } };
      } catch (error) {
        return { health: { status: 'unavailable', database: 'unreachable' }, error };
      }
    },
  };
}
