import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MOVIE_EXTENSION, MOVIE_SNIFF_BYTES, sniffMovieType, type MovieContentType } from '@manabiya/domain/contracts/movies';
import { parseFile } from 'music-metadata';
import { HttpError } from '../../platform/errors.ts';

/**
 * Movie files under DATA_DIR/files/movie/ with random names. An upload is streamed to a hidden
 * temporary file while its first bytes decide the type and its size is counted, then read for its
 * duration and only then renamed to its final name: nothing half-written or refused stays behind,
 * and the file is never held whole in memory.
 */

export const MOVIE_FILE_NAME = /^[a-f0-9]{32}\.(mp4|webm)$/;

export const NOT_A_MOVIE_MESSAGE = 'MP4 または WebM の動画ファイルを選んでください。';
export const UNREADABLE_MOVIE_MESSAGE = '動画ファイルを読み取れませんでした。壊れていないか、MP4 または WebM の動画かを確かめてください。';
export const NO_DURATION_MESSAGE =
  '動画の長さをファイルから読み取れませんでした。動画編集ソフトで書き出し直すか、ffmpeg で変換（例: ffmpeg -i 元.webm -c copy 新.webm）してからもう一度お試しください。';
export const tooLargeMessage = (maxBytes: number) => `動画ファイルが大きすぎます（${formatMegabytes(maxBytes)}MBまで）。`;

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1);
}

export interface ReceivedMovie {
  /** The final random name under the movie directory. */
  fileName: string;
  contentType: MovieContentType;
  sizeBytes: number;
  durationSeconds: number;
}

/** Counts the bytes and decides the type from the first ones; after a refusal it only discards (the request is still read to its end). */
class SniffingCounter extends Transform {
  bytes = 0;
  contentType: MovieContentType | undefined;
  refused = false;
  private head: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.refused) return done();
    if (this.contentType) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < MOVIE_SNIFF_BYTES) return done();
    this.decide();
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.contentType && !this.refused) this.decide();
    done();
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffMovieType(head);
    if (this.contentType) this.push(head);
    else this.refused = true;
  }
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

export function createMovieFiles(dir: string) {
  const pathOf = (fileName: string) => {
    if (!MOVIE_FILE_NAME.test(fileName)) throw new Error(`not a movie file name: ${fileName}`);
    return path.join(dir, fileName);
  };

  return {
    dir,
    pathOf,

    /**
     * Streams an uploaded file to storage. 413 when busboy cut it at the size limit (`truncated`),
     * 415 when its bytes are not MP4 or WebM or it cannot be read as a video; in both cases the
     * temporary file is removed. The request body is always read to its end, so the answer reaches
     * a browser that is still sending.
     */
    async receive(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<ReceivedMovie> {
      await fsp.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.upload-${randomBytes(16).toString('hex')}`);
      const counter = new SniffingCounter();
      try {
        await pipeline(stream, counter, fs.createWriteStream(temporary));
        // The first bytes speak first: a wrong kind of file is that, whatever its size.
        if (!counter.contentType) throw new HttpError(415, NOT_A_MOVIE_MESSAGE, 'unsupported_file_type');
        if (stream.truncated || counter.bytes > maxBytes) throw new HttpError(413, tooLargeMessage(maxBytes), 'file_too_large');
        const probed = await probe(temporary, counter.contentType);
        if (!probed) throw new HttpError(415, UNREADABLE_MOVIE_MESSAGE, 'unsupported_file_type');
        if (probed.duration === undefined) throw new HttpError(415, NO_DURATION_MESSAGE, 'unsupported_file_type');
        const fileName = `${randomBytes(16).toString('hex')}.${MOVIE_EXTENSION[counter.contentType]}`;
        await fsp.rename(temporary, path.join(dir, fileName));
        return { fileName, contentType: counter.contentType, sizeBytes: counter.bytes, durationSeconds: Math.round(probed.duration * 1000) / 1000 };
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },

    /** The size of a stored file, or undefined when it is gone. */
    async sizeOf(fileName: string): Promise<number | undefined> {
      try {
        return (await fsp.stat(pathOf(fileName))).size;
      } catch {
        return undefined;
      }
    },

    async remove(fileName: string): Promise<void> {
      await fsp.rm(pathOf(fileName), { force: true });
    },
  };
}

export type MovieFiles = ReturnType<typeof createMovieFiles>;
