import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MOVIE_EXTENSION, MOVIE_SNIFF_BYTES, sniffMovieType, type MovieContentType } from '@manabiya/domain/contracts/movies';
import { parseFile } from 'music-metadata';
import { HttpError } from '../../platform/errors.ts';
import { createStreamedUploads, megabytesOf, type StreamedUploadRules } from '../../platform/storage.ts';

/**
 * Movie files under DATA_DIR/files/movie/ with random names, in the platform's streamed upload
 * store: the first bytes decide the type (MP4 or WebM video, by `sniffMovieType`), the size is
 * counted against MOVIE_MAX_BYTES, and the whole file is read for its duration before it gets its
 * final name, so nothing half-written or refused stays behind.
 */

export const NOT_A_MOVIE_MESSAGE = 'MP4 または WebM の動画ファイルを選んでください。';
export const UNREADABLE_MOVIE_MESSAGE = '動画ファイルを読み取れませんでした。壊れていないか、MP4 または WebM の動画かを確かめてください。';
export const NO_DURATION_MESSAGE =
  '動画の長さをファイルから読み取れませんでした。動画編集ソフトで書き出し直すか、ffmpeg で変換（例: ffmpeg -i 元.webm -c copy 新.webm）してからもう一度お試しください。';
export const tooLargeMessage = (maxBytes: number) => `動画ファイルが大きすぎます（${megabytesOf(maxBytes)}MBまで）。`;

/** What the library takes: MP4 and WebM by their bytes; the limit is the configured one, given with each upload. */
const MOVIE_UPLOADS: StreamedUploadRules<MovieContentType> = {
  accepts: { 'video/mp4': { extension: MOVIE_EXTENSION['video/mp4'] }, 'video/webm': { extension: MOVIE_EXTENSION['video/webm'] } },
  notAccepted: NOT_A_MOVIE_MESSAGE,
  tooLarge: tooLargeMessage,
  sniff: { bytes: MOVIE_SNIFF_BYTES, contentTypeOf: sniffMovieType },
};

export interface ReceivedMovie {
  /** The final random name under the movie directory. */
  fileName: string;
  contentType: MovieContentType;
  sizeBytes: number;
  durationSeconds: number;
}

/** The duration of an MP4 from its movie header (`moov/mvhd`, or `moov/mvex/mehd` of a fragmented file), in seconds. */
export async function mp4HeaderDuration(file: string): Promise<number | undefined> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (at: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, at);
      return buffer.subarray(0, bytesRead);
    };
    /** The boxes between `from` and `to`, each with where its payload starts and where it ends. */
    const boxes = async (from: number, to: number) => {
      const found: Array<{ type: string; payload: number; end: number }> = [];
      for (let at = from; at + 8 <= to && found.length < 10_000; ) {
        const header = await read(at, 16);
        if (header.length < 8) break;
        let boxSize = header.readUInt32BE(0);
        let payload = at + 8;
        if (boxSize === 1) {
          if (header.length < 16) break;
          boxSize = Number(header.readBigUInt64BE(8));
          payload = at + 16;
        } else if (boxSize === 0) {
          boxSize = to - at;
        }
        if (boxSize < payload - at) break;
        found.push({ type: header.toString('latin1', 4, 8), payload, end: Math.min(at + boxSize, to) });
        at += boxSize;
      }
      return found;
    };
    const moov = (await boxes(0, size)).find((box) => box.type === 'moov');
    if (!moov) return undefined;
    let timescale = 0;
    let units = 0;
    let fragmentUnits = 0;
    for (const box of await boxes(moov.payload, moov.end)) {
      if (box.type === 'mvhd') {
        const body = await read(box.payload, 32);
        if (body.length < 32) continue;
        const version1 = body[0] === 1;
        timescale = version1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
        const value = version1 ? body.readBigUInt64BE(24) : BigInt(body.readUInt32BE(16));
        // All ones means "unknown" (a fragmented file whose length the header does not know).
        units = value === (version1 ? 0xffffffffffffffffn : 0xffffffffn) ? 0 : Number(value);
      } else if (box.type === 'mvex') {
        for (const inner of await boxes(box.payload, box.end)) {
          if (inner.type !== 'mehd') continue;
          const body = await read(inner.payload, 12);
          if (body.length >= 8) fragmentUnits = body[0] === 1 && body.length >= 12 ? Number(body.readBigUInt64BE(4)) : body.readUInt32BE(4);
        }
      }
    }
    if (timescale <= 0) return undefined;
    const duration = (units || fragmentUnits) / timescale;
    return duration > 0 ? duration : undefined;
  } finally {
    await handle.close();
  }
}

/** Duration and video track of a stored file, or undefined when it cannot be read as that container. */
async function probe(file: string, contentType: MovieContentType): Promise<{ duration: number | undefined } | undefined> {
  try {
    const metadata = await parseFile(file, { duration: false, skipCovers: true });
    const container = metadata.format.container ?? '';
    const matches = contentType === 'video/webm' ? /webm/i.test(container) : /^(?!EBML)/.test(container) && container !== '';
    if (!matches || metadata.format.hasVideo !== true) return undefined;
    let duration = metadata.format.duration;
    if (contentType === 'video/mp4') {
      const header = await mp4HeaderDuration(file);
      if (header !== undefined) duration = Math.max(duration ?? 0, header);
    }
    return { duration: duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : undefined };
  } catch {
    return undefined;
  }
}

/** The duration of a stored video in seconds (to the millisecond), or 415 saying why it cannot be had. */
async function durationOf(file: string, contentType: MovieContentType): Promise<number> {
  const probed = await probe(file, contentType);
  if (!probed) throw new HttpError(415, UNREADABLE_MOVIE_MESSAGE, 'unsupported_file_type');
  if (probed.duration === undefined) throw new HttpError(415, NO_DURATION_MESSAGE, 'unsupported_file_type');
  return Math.round(probed.duration * 1000) / 1000;
}

export function createMovieFiles(dir: string) {
  const store = createStreamedUploads(dir, MOVIE_UPLOADS);

  return {
    dir,
    pathOf: store.pathOf,

    /**
     * Streams an uploaded file to storage: 413 beyond `maxBytes` (or when busboy cut it there), 415
     * when its bytes are not MP4 or WebM or it cannot be read as a video with a duration. The request
     * body is always read to its end, so the answer reaches a browser that is still sending.
     */
    async receive(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<ReceivedMovie> {
      const stored = await store.receive(stream, { maxBytes, check: durationOf });
      return { fileName: stored.storedName, contentType: stored.contentType, sizeBytes: stored.sizeBytes, durationSeconds: stored.checked };
    },

    /** The size of a stored file, or undefined when it is gone. */
    async sizeOf(fileName: string): Promise<number | undefined> {
      return (await store.open(fileName))?.size;
    },

    remove: (fileName: string): Promise<void> => store.remove([fileName]),
  };
}

export type MovieFiles = ReturnType<typeof createMovieFiles>;
