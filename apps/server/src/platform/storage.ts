import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from './errors.ts';

/** What each kind of upload may be; later kinds (notice images, assignment zips, videos) join here. */
export const UPLOAD_KINDS = {
  icon: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/webp'] },
  information: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/webp'] },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The content type by the file's first bytes, never by its name or the browser's claim. */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export interface StoredFile {
  /** The URL path the browser loads it from. */
  path: string;
  contentType: string;
}

const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** Files under DATA_DIR/files/<kind>/ with random names; one interface for every upload. */
export function createFileStorage(rootDir: string) {
  return {
    async save(kind: UploadKind, bytes: Uint8Array): Promise<StoredFile> {
      const rule = UPLOAD_KINDS[kind];
      if (bytes.length > rule.maxBytes) {
        throw new HttpError(413, `ファイルが大きすぎます（${rule.maxBytes / 1024 / 1024}MBまで）。`, 'file_too_large');
      }
      const contentType = sniffContentType(bytes);
      if (!contentType || !(rule.types as readonly string[]).includes(contentType)) {
        throw new HttpError(415, 'PNG、JPEG、WebP の画像を選んでください。', 'unsupported_file_type');
      }
      const name = `${randomBytes(16).toString('hex')}.${EXTENSION[contentType]}`;
      const dir = path.join(rootDir, kind);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), bytes);
      return { path: pathOf(fileEndpoints.read, { kind, name }), contentType };
    },

    async read(kind: string, name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      if (!(kind in UPLOAD_KINDS) || !NAME_PATTERN.test(name)) return undefined;
      try {
        const bytes = await fs.readFile(path.join(rootDir, kind, name));
        return { bytes, contentType: TYPE_OF_EXTENSION[name.split('.').pop()!]! };
      } catch {
        return undefined;
      }
    },

    /** Removes a file saved earlier, by the path `save` returned; unknown paths are ignored. */
    async remove(storedPath: string | null | undefined): Promise<void> {
      const match = /^\/api\/files\/(\w+)\/([^/]+)$/.exec(storedPath ?? '');
      if (!match || !(match[1]! in UPLOAD_KINDS) || !NAME_PATTERN.test(match[2]!)) return;
      await fs.rm(path.join(rootDir, match[1]!, match[2]!), { force: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
