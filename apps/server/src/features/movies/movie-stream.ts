import { randomBytes } from 'node:crypto';
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
 * Ranges closer than this are sent as one: a part of a multipart answer costs about 100 bytes of
 * boundary and headers, so a smaller gap is cheaper to send than to skip (RFC 9110 §14.2 allows it).
 */
const COALESCE_GAP_BYTES = 100;

/**
 * The ranges a `Range` header asks of a file of `size` bytes (RFC 9110 §14), in ascending order,
 * overlapping or nearly touching ones merged: undefined to send the whole file (no header, another
 * unit, or a header that does not parse — those are ignored), 'unsatisfiable' when no part of it
 * lies in the file. Ranges far apart stay apart (issue 21: `0-10,50000-50010` is two parts of 11
 * bytes, not one of 50 KB).
 */
export function requestedRanges(header: string | undefined, size: number): ByteRange[] | 'unsatisfiable' | undefined {
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
  ranges.sort((a, b) => a.start - b.start);
  const merged: ByteRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range.start <= previous.end + 1 + COALESCE_GAP_BYTES) previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The parts of a multipart/byteranges answer (RFC 9110 §14.6): each part's head, then the closing line. */
function multipartLayout(ranges: ByteRange[], file: MovieFile, boundary: string) {
  const heads = ranges.map(
    ({ start, end }) => `\r\n--${boundary}\r\nContent-Type: ${file.contentType}\r\nContent-Range: bytes ${start}-${end}/${file.size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length = heads.reduce((sum, head, i) => sum + Buffer.byteLength(head) + ranges[i]!.end - ranges[i]!.start + 1, Buffer.byteLength(tail));
  return { heads, tail, length };
}

async function* multipartBody(ranges: ByteRange[], file: MovieFile, layout: ReturnType<typeof multipartLayout>) {
  for (const [i, { start, end }] of ranges.entries()) {
    yield Buffer.from(layout.heads[i]!);
    yield* fs.createReadStream(file.path, { start, end });
  }
  yield Buffer.from(layout.tail);
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
 * Sends a stored movie with HTTP Range: 206 with Content-Range for one satisfiable range, 206
 * multipart/byteranges for several far apart, 416 with `Content-Range: bytes * /size` when none is
 * satisfiable, 200 with the whole file otherwise. The bytes are streamed from disk; the answer may
 * be cached by the browser only.
 */
export function sendMovieFile(request: FastifyRequest, reply: FastifyReply, file: MovieFile): FastifyReply {
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', file.etag)
    .header('Last-Modified', file.lastModified.toUTCString())
    .header('Cache-Control', 'private, max-age=3600')
    .header('Content-Disposition', 'inline');
  const ranges = ifRangeMatches(request, file) ? requestedRanges(request.headers.range, file.size) : undefined;
  if (ranges === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`).header('Cache-Control', 'no-store');
    throw new HttpError(416, '指定された範囲は動画ファイルの外です。', 'range_not_satisfiable');
  }
  if (!ranges && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  // HEAD: the same headers and no bytes (Fastify would read a file stream to its end only to drop it).
  const head = request.method === 'HEAD';
  if (ranges && ranges.length > 1) {
    const boundary = randomBytes(16).toString('hex');
    const layout = multipartLayout(ranges, file, boundary);
    reply.code(206).type(`multipart/byteranges; boundary=${boundary}`).header('Content-Length', String(layout.length));
    return reply.send(head ? Readable.from([]) : Readable.from(multipartBody(ranges, file, layout)));
  }
  const { start, end } = ranges?.[0] ?? { start: 0, end: file.size - 1 };
  reply.type(file.contentType).header('Content-Length', String(end - start + 1));
  if (ranges) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  return reply.send(head ? Readable.from([]) : fs.createReadStream(file.path, { start, end }));
}
