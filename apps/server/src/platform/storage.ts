import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from './errors.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const IMAGE_TYPE_MESSAGE = 'PNG、JPEG、WebP の画像を選んでください。';

/** What each kind of upload may be, and what a refused type is told; later kinds (assignment zips, …) join here. */
export const UPLOAD_KINDS = {
  icon: { maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES, typeMessage: IMAGE_TYPE_MESSAGE },
  information: { maxBytes: 5 * 1024 * 1024, types: IMAGE_TYPES, typeMessage: IMAGE_TYPE_MESSAGE },
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
        throw new HttpError(413, `ファイルが大きすぎます（${rule.maxBytes / 1024 / 1024}MBまで）。`, 'file_too_large');
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
