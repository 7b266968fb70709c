import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const CHECK_INTERVAL_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * PGlite hangs when its disk fills, so the embedded mode refuses writes while free space under
 * the data directory is below the configured floor.
 */
export function registerDiskGuard(app: FastifyInstance, options: { dir: string; minFreeMb: number }): void {
  let checkedAt = 0;
  let freeMb = Number.POSITIVE_INFINITY;
  const readFreeMb = () => {
    if (Date.now() - checkedAt > CHECK_INTERVAL_MS) {
      const stats = fs.statfsSync(options.dir);
      freeMb = (stats.bavail * stats.bsize) / 1_048_576;
      checkedAt = Date.now();
    }
    return freeMb;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const free = readFreeMb();
    if (free >= options.minFreeMb) return done();
    request.log.error({ freeMb: Math.round(free) }, 'refusing a write: data disk nearly full');
    done(new HttpError(507, 'サーバーの保存領域が不足しているため、現在データを保存できません。管理者にお問い合わせください。', 'insufficient_storage'));
  });
}
