import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';

export type FileService = ReturnType<typeof createFileService>;

export function createFileService({ storage }: { storage: FileStorage }) {
  return {
    /** A stored upload by its kind and random name; 404 when there is none. */
    async read(kind: string, name: string) {
      const file = await storage.read(kind, name);
      if (!file) throw notFound('ファイルが見つかりません。');
      return file;
    },
  };
}
