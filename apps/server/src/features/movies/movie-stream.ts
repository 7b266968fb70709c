import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors.ts';
import type { MovieFile } from './movies.service.ts';

/** A byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

const MAX_RANGE_SPECS = 100;
const SPEC = /^(\d*)-(\d*)$/;

/**
 * The range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): undefined to send the
 * whole file (no header, another unit, or a header that does not parse — those are ignored),
 * 'unsatisfiable' when no part of it lies in the file. Several ranges are answered as the one range
 * covering them all, which the RFC allows and players never mind (they ask for one).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return undefined;
  const specs = match[1]!.split(',').map((spec) => spec.trim()).filter(Boolean);
  if (specs.length === 0 || specs.length > MAX_RANGE_SPECS) return undefined;
  const ranges: ByteRange[] = [];
  for (const spec of specs) {
    const parts = SPEC.exec(spec);
    if (!parts) return undefined;
    const [, first, last] = parts as unknown as [string, string, string];
    if (first === '' && last === '') return undefined;
    if (first === '') {
      // The last N bytes.
      const suffix = Number(last);
      if (suffix > 0 && size > 0) ranges.push({ start: Math.max(0, size - suffix), end: size - 1 });
      continue;
    }
    const start = Number(first);
    const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
    if (!Number.isSafeInteger(start) || end < start) return undefined;
    if (start < size) ranges.push({ start, end: Math.min(end, size - 1) });
  }
  if (ranges.length === 0) return 'unsatisfiable';
  return { start: Math.min(...ranges.map((r) => r.start)), end: Math.max(...ranges.map((r) => r.end)) };
}

/** An `If-Range` that no longer matches the file asks for the whole file instead of a part. */
function ifRangeMatches(request: FastifyRequest, file: MovieFile): boolean {
  const header = request.headers['if-range'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return true;
  if (value.startsWith('"') || value.startsWith('W/')) return value === file.etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}

/**
 * Sends a stored movie with HTTP Range: 206 with Content-Range for a satisfiable range, 416 with
 * `Content-Range: bytes * /size` for an unsatisfiable one, 200 with the whole file otherwise.
 * The bytes are streamed from disk; the answer may be cached by the browser only.
 */
export function sendMovieFile(request: FastifyRequest, reply: FastifyReply, file: MovieFile): FastifyReply {
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', file.etag)
    .header('Last-Modified', file.lastModified.toUTCString())
    .header('Cache-Control', 'private, max-age=3600')
    .header('Content-Disposition', 'inline');
  const range = ifRangeMatches(request, file) ? requestedRange(request.headers.range, file.size) : undefined;
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`).header('Cache-Control', 'no-store');
    throw new HttpError(416, '指定された範囲は動画ファイルの外です。', 'range_not_satisfiable');
  }
  if (!range && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  reply.type(file.contentType).header('Content-Length', String(end - start + 1));
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  // HEAD: the same headers and no bytes (Fastify would read a file stream to its end only to drop it).
  return reply.send(request.method === 'HEAD' ? Readable.from([]) : fs.createReadStream(file.path, { start, end }));
}
