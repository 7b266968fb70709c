import fs from 'node:fs';
import type { DiskReport } from '@manabiya/domain/contracts/health';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const CHECK_INTERVAL_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Writes many rows or much data at once (a CSV import): refused first when the embedded database's disk runs low. */
    bulkWrite?: boolean;
    /** Needed to sign in or out (login, logout, password reset): kept even when the disk is nearly full. */
    signIn?: boolean;
  }
}

export const LOW_DISK_MESSAGE =
  'サーバーの保存領域が残り少ないため、ファイルのアップロードと一括登録（CSV の取り込みなど）を一時的に受け付けていません。通常の登録や更新はできます。管理者にお問い合わせください。';
export const CRITICAL_DISK_MESSAGE =
  'サーバーの保存領域が不足しているため、現在データを保存できません（ログインとログアウトはできます）。管理者にお問い合わせください。';

export interface DiskFloors {
  /** Below this: uploads and bulk writes are refused (MIN_FREE_DISK_MB). */
  softFloorMb: number;
  /** Below this: every write but signing in and out is refused (MIN_FREE_DISK_HARD_MB). */
  hardFloorMb: number;
}

/** The free space under the embedded database's directory, read at most every 10 s, and what it allows. */
export interface DiskMonitor {
  status(): DiskReport;
}

export function createDiskMonitor(dir: string, floors: DiskFloors): DiskMonitor {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let freeMb = Number.POSITIVE_INFINITY;
  return {
    status() {
      if (Date.now() - checkedAt > CHECK_INTERVAL_MS) {
        const stats = fs.statfsSync(dir);
        freeMb = (stats.bavail * stats.bsize) / 1_048_576;
        checkedAt = Date.now();
      }
      const state = freeMb < floors.hardFloorMb ? 'critical' : freeMb < floors.softFloorMb ? 'low' : 'ok';
      return { state, free_mb: Math.floor(freeMb) };
    },
  };
}

const isUpload = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * PGlite hangs when its disk fills, so the embedded mode refuses writes in two steps (decision 028):
 * below the soft floor, uploads (multipart) and bulk writes (routes marked `bulkWrite`); below the
 * hard floor, every write except the ones marked `signIn`, so people can still get in and see why.
 * Decided on the matched route, before the body is read.
 */
export function registerDiskGuard(app: FastifyInstance, monitor: DiskMonitor): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const { state, free_mb } = monitor.status();
    if (state === 'ok') return done();
    const route = request.routeOptions.config;
    if (state === 'low' && !route.bulkWrite && !isUpload(request)) return done();
    if (state === 'critical' && route.signIn) return done();
    request.log.error({ freeMb: free_mb, diskState: state }, 'refusing a write: data disk nearly full');
    done(new HttpError(507, state === 'low' ? LOW_DISK_MESSAGE : CRITICAL_DISK_MESSAGE, 'insufficient_storage'));
  });
}
