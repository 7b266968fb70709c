import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from './errors.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const IMAGE_TYPE_MESSAGE = 'PNG、JPEG、WebP の画像を選んでください。';

/** What each kind of upload may be, and what a refused type is told; later kinds (assignment zips, …) join here. */
export const UPLOAD_KINDS = {
  icon: { maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES, typeMessage: IMAGE_TYPE_MESSAGE },
  information: { maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES, typeMessage: IMAGE_TYPE_MESSAGE },
  /** Images shown with a test's questions. */
  test: { maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES, typeMessage: IMAGE_TYPE_MESSAGE },
  /** Attachments of a curriculum step: teaching material (zip, PDF) and images. */
  step: {
    maxBytes: 20 * 1024 * 1024,
    types: ['application/zip', 'application/pdf', ...IMAGE_TYPES],
    typeMessage: 'ZIP、PDF、PNG、JPEG、WebP のファイルを選んでください。',
  },
} as const satisfies Record<string, { maxBytes: number; types: readonly string[]; typeMessage: string }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/zip': 'zip',
  'application/pdf': 'pdf',
};
const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(EXTENSION).map(([type, extension]) => [extension, type]));

/** The content type by the file's first bytes, never by its name or the browser's claim. */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  // A zip archive starts with a local file header, or with the end record when it is empty.
  if (startsWith([0x50, 0x4b, 0x03, 0x04]) || startsWith([0x50, 0x4b, 0x05, 0x06])) return 'application/zip';
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith([0x66, 0x74, 0x79, 0x70], 4)) return 'video/mp4'; // ISO base media: "ftyp" after the box size
  if (startsWith([0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm'; // EBML header (WebM, Matroska)
  return undefined;
}

export interface StoredFile {
  /** The URL path the browser loads it from. */
  path: string;
  contentType: string;
}

/** The kind and name of a path `save` returned; undefined for anything else. */
function locate(storedPath: string | null | undefined): { kind: UploadKind; name: string } | undefined {
  const match = /^\/api\/files\/(\w+)\/([^/]+)$/.exec(storedPath ?? '');
  if (!match || !(match[1]! in UPLOAD_KINDS) || !NAME_PATTERN.test(match[2]!)) return undefined;
  return { kind: match[1] as UploadKind, name: match[2]! };
}

const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|zip|pdf)$/;

/** Files under DATA_DIR/files/<kind>/ with random names; one interface for every upload. */
export function createFileStorage(rootDir: string) {
  async function write(kind: UploadKind, contentType: string, bytes: Uint8Array): Promise<StoredFile> {
    const name = `${randomBytes(16).toString('hex')}.${EXTENSION[contentType]}`;
    const dir = path.join(rootDir, kind);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), bytes);
    return { path: pathOf(fileEndpoints.read, { kind, name }), contentType };
  }

  async function read(kind: string, name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    if (!(kind in UPLOAD_KINDS) || !NAME_PATTERN.test(name)) return undefined;
    try {
      const bytes = await fs.readFile(path.join(rootDir, kind, name));
      return { bytes, contentType: TYPE_OF_EXTENSION[name.split('.').pop()!]! };
    } catch {
      return undefined;
    }
  }

  return {
    async save(kind: UploadKind, bytes: Uint8Array): Promise<StoredFile> {
      const rule = UPLOAD_KINDS[kind];
      if (bytes.length > rule.maxBytes) {
        throw new HttpError(413, `ファイルが大きすぎます（${megabytesOf(rule.maxBytes)}MBまで）。`, 'file_too_large');
      }
      const contentType = sniffContentType(bytes);
      if (!contentType || !(rule.types as readonly string[]).includes(contentType)) {
        throw new HttpError(415, rule.typeMessage, 'unsupported_file_type');
      }
      return write(kind, contentType, bytes);
    },

    /**
     * A second file with the bytes of one saved earlier, under a new random name (a copied step owns
     * its attachments: removing the copy's never removes the original's). Undefined when the path is
     * not a stored file.
     */
    async copy(storedPath: string): Promise<StoredFile | undefined> {
      const located = locate(storedPath);
      if (!located) return undefined;
      const file = await read(located.kind, located.name);
      if (!file) return undefined;
      return write(located.kind, file.contentType, file.bytes);
    },

    read,

    /** Removes a file saved earlier, by the path `save` returned; unknown paths are ignored. */
    async remove(storedPath: string | null | undefined): Promise<void> {
      const located = locate(storedPath);
      if (!located) return;
      await fs.rm(path.join(rootDir, located.kind, located.name), { force: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;

// ---- Streamed uploads: large files, never held whole in memory ------------------------------------

/** Enough of the head for every signature sniffContentType knows (WebP's is at bytes 8–11). */
const SNIFF_BYTES = 16;

/**
 * What one kind of streamed upload takes: each content type its first bytes may show, with the
 * extension it is stored under and its largest size, and what a refused file is told.
 */
export interface StreamedUploadRules<Type extends string> {
  accepts: Readonly<Record<Type, { extension: string; maxBytes?: number }>>;
  /** The 415 answer to a file whose bytes are none of the accepted types. */
  notAccepted: string;
  /** The 413 answer to a file over the limit of its type. */
  tooLarge(maxBytes: number): string;
  /** How the first bytes name the type: `sniffContentType` of the first 16 unless the kind knows better (movies). */
  sniff?: { bytes: number; contentTypeOf: (head: Uint8Array) => string | undefined };
}

export interface ReceivedFile<Type extends string> {
  /** The random name under the store's folder. */
  storedName: string;
  contentType: Type;
  sizeBytes: number;
}

export interface ReceiveOptions<Type extends string, Checked> {
  /** A limit of this upload for every type (the movie library's is configured): the lower of it and the type's own applies. */
  maxBytes?: number;
  /** Reads the whole file before it gets its name (a movie's duration); throwing refuses it and removes it. */
  check?: (file: string, contentType: Type) => Promise<Checked>;
}

/**
 * Counts the bytes and decides the type from the first ones; writes nothing more once the type is
 * refused or the size passes its limit, but keeps counting (the part is still read to its end, so
 * the next part and the answer arrive).
 */
class SniffingCounter extends Transform {
  bytes = 0;
  contentType: string | undefined;
  refused: 'type' | 'size' | undefined;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly sniffBytes: number,
    private readonly contentTypeOf: (head: Uint8Array) => string | undefined,
    /** The largest size of a type, undefined for a type not accepted. */
    private readonly limitOf: (contentType: string) => number | undefined,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.refused) return done();
    if (this.contentType) return this.pass(chunk, done);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < this.sniffBytes) return done();
    this.decide();
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.contentType && !this.refused) this.decide();
    done();
  }

  private overLimit(): boolean {
    return this.bytes > this.limitOf(this.contentType!)!;
  }

  private pass(chunk: Buffer, done: TransformCallback): void {
    // A file over its type's limit is known as soon as it passes it: nothing more is written.
    if (this.overLimit()) {
      this.refused = 'size';
      return done();
    }
    done(null, chunk);
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const sniffed = this.contentTypeOf(head);
    if (sniffed === undefined || this.limitOf(sniffed) === undefined) {
      this.refused = 'type';
      return;
    }
    this.contentType = sniffed;
    if (this.overLimit()) this.refused = 'size';
    else this.push(head);
  }
}

/**
 * Files of one kind under one folder (DATA_DIR/files/<kind>/), each under a random name: the store
 * of every upload too large to read whole (movies, room attachments, and the uploads to come). Not a
 * kind of the public file route: its feature serves the files, to whom may read them.
 *
 * An upload is streamed to a hidden temporary file while its first bytes decide what it is (never
 * its name or the browser's word) and its size is counted against the limit of that type; a
 * refused file leaves nothing behind, and none is held whole in memory.
 */
export function createStreamedUploads<Type extends string>(dir: string, rules: StreamedUploadRules<Type>) {
  const accepts: Readonly<Record<string, { extension: string; maxBytes?: number }>> = rules.accepts;
  const extensions = [...new Set(Object.values(accepts).map((rule) => rule.extension))];
  const storedNamePattern = new RegExp(`^[a-f0-9]{32}\\.(${extensions.join('|')})$`);
  const sniff = rules.sniff ?? { bytes: SNIFF_BYTES, contentTypeOf: sniffContentType };

  const pathOf = (storedName: string) => {
    if (!storedNamePattern.test(storedName)) throw new Error(`not a stored name of ${dir}: ${storedName}`);
    return path.join(dir, storedName);
  };

  return {
    dir,
    pathOf,

    /**
     * Streams one uploaded file to storage: 415 when its bytes are none of the accepted types, 413
     * when it is larger than its type allows (or the multipart parser cut it: `truncated`), and
     * whatever `check` refuses. The first bytes speak first: a wrong kind of file is that, whatever
     * its size. The stream is always read to its end.
     */
    async receive<Checked = undefined>(
      stream: Readable & { truncated?: boolean },
      options: ReceiveOptions<Type, Checked> = {},
    ): Promise<ReceivedFile<Type> & { checked: Checked }> {
      const limitOf = (contentType: string) => {
        const rule = Object.hasOwn(accepts, contentType) ? accepts[contentType] : undefined;
        return rule && Math.min(rule.maxBytes ?? Infinity, options.maxBytes ?? Infinity);
      };
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.upload-${randomBytes(16).toString('hex')}`);
      const counter = new SniffingCounter(sniff.bytes, sniff.contentTypeOf, limitOf);
      try {
        await pipeline(stream, counter, createWriteStream(temporary));
        // The counter names only a type the rules accept.
        const contentType = counter.contentType as Type | undefined;
        if (counter.refused === 'type' || contentType === undefined) throw new HttpError(415, rules.notAccepted, 'unsupported_file_type');
        const maxBytes = limitOf(contentType)!;
        if (counter.refused === 'size' || stream.truncated || counter.bytes > maxBytes) throw new HttpError(413, rules.tooLarge(maxBytes), 'file_too_large');
        const checked = options.check ? await options.check(temporary, contentType) : (undefined as Checked);
        const storedName = `${randomBytes(16).toString('hex')}.${accepts[contentType]!.extension}`;
        await fs.rename(temporary, path.join(dir, storedName));
        return { storedName, contentType, sizeBytes: counter.bytes, checked };
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    /** A stored file to stream, or undefined when it is gone from the disk. */
    async open(storedName: string): Promise<{ path: string; size: number } | undefined> {
      try {
        const file = pathOf(storedName);
        return { path: file, size: (await fs.stat(file)).size };
      } catch {
        return undefined;
      }
    },

    async remove(storedNames: readonly string[]): Promise<void> {
      await Promise.all(storedNames.map((name) => fs.rm(pathOf(name), { force: true })));
    },

    /**
     * Removes the files of rows already deleted and committed: the change is made, so a file that
     * cannot be removed is logged (and left behind), never failing the request.
     */
    async discard(storedNames: readonly string[], logger: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
      const results = await Promise.allSettled(storedNames.map(async (name) => fs.rm(pathOf(name), { force: true })));
      results.forEach((result, i) => {
        if (result.status === 'rejected') logger.error({ err: result.reason, file: storedNames[i], dir }, 'a stored file could not be removed');
      });
    },
  };
}

/** A size limit as people read it: `20`, or `1.5` for a limit that is no whole number of megabytes. */
export function megabytesOf(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1);
}

/**
 * Characters that are not shown as themselves: controls (Cc), format characters (Cf: bidi
 * embeddings, overrides and isolates, LRM/RLM, zero-width spaces and joiners, the BOM, tag
 * characters), line and paragraph separators, and lone surrogates. A right-to-left override makes
 * `abc\u202Egnp.exe` read as "abcexe.png", so a file name never keeps any of them (issue 21).
 */
const UNSHOWN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** A file name as its readers see it: no folder, nothing invisible, at most 200 characters; '' when nothing is left. */
export function cleanFileName(name: string | undefined): string {
  const shown = (name ?? '').split(/[\\/]/).pop()!.replace(UNSHOWN_CHARACTERS, '').trim();
  // The last 200 characters keep the extension; counted by code point, so no emoji is cut in half.
  const base = Array.from(shown).slice(-200).join('').trim();
  return base === '.' || base === '..' ? '' : base;
}

/**
 * The name an uploaded file keeps for its readers (it goes into Content-Disposition): the
 * uploader's name as `cleanFileName` leaves it; `attachment.<extension>` when nothing is left of it.
 */
export function uploadedFileName(name: string | undefined, extension: string): string {
  return cleanFileName(name) || `attachment.${extension}`;
}
