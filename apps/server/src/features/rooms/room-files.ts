import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ROOM_IMAGE_MAX_MB, ROOM_ZIP_MAX_MB } from '@manabiya/domain/contracts/rooms';
import { UPLOAD_KIND } from '@manabiya/domain/enums/learning';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../platform/csv.ts';
import { createStreamedUploads, megabytesOf, type StreamedUploadRules } from '../../platform/storage.ts';

/**
 * The attachments of room messages, under DATA_DIR/files/room/ with random names, in the platform's
 * streamed upload store (a zip or a PNG, JPEG or WebP image by its first bytes, each kind to its own
 * size). Not a kind of the platform's public file route: a room's files are served only to those who
 * may read the room (its student, the student's company, staff who read rooms), through the rooms routes.
 */

type RoomContentType = 'application/zip' | 'image/png' | 'image/jpeg' | 'image/webp';
type RoomFileKind = (typeof UPLOAD_KIND)['zip' | 'image'];

const ZIP_MAX_BYTES = ROOM_ZIP_MAX_MB * 1024 * 1024;
const IMAGE_MAX_BYTES = ROOM_IMAGE_MAX_MB * 1024 * 1024;

export const NOT_A_ROOM_FILE_MESSAGE = 'ZIP ファイルか、PNG・JPEG・WebP の画像を選んでください。';

/** What a room accepts, by the content type its bytes show. */
const ROOM_UPLOADS: StreamedUploadRules<RoomContentType> = {
  accepts: {
    'application/zip': { extension: 'zip', maxBytes: ZIP_MAX_BYTES },
    'image/png': { extension: 'png', maxBytes: IMAGE_MAX_BYTES },
    'image/jpeg': { extension: 'jpg', maxBytes: IMAGE_MAX_BYTES },
    'image/webp': { extension: 'webp', maxBytes: IMAGE_MAX_BYTES },
  },
  notAccepted: NOT_A_ROOM_FILE_MESSAGE,
  tooLarge: (maxBytes) => `ファイルが大きすぎます（${megabytesOf(maxBytes)}MBまで）。`,
};

/** The largest file of any kind: busboy cuts a part one byte beyond it. */
export const ROOM_FILE_MAX_BYTES = Math.max(ZIP_MAX_BYTES, IMAGE_MAX_BYTES);

export interface ReceivedRoomFile {
  kind: RoomFileKind;
  storedName: string;
  contentType: string;
  sizeBytes: number;
}

/** Where the attachments of rooms live: DATA_DIR/files/room/. */
export const roomFilesDirOf = (dataDir: string) => path.join(dataDir, 'files', 'room');

export function createRoomFiles(dir: string) {
  const store = createStreamedUploads(dir, ROOM_UPLOADS);
  return {
    ...store,

    /**
     * Streams one uploaded file to storage: 415 when its bytes are neither a zip nor an image we
     * take, 413 when it is larger than its kind allows (or busboy cut it at ROOM_FILE_MAX_BYTES + 1).
     */
    async receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedRoomFile> {
      const { storedName, contentType, sizeBytes } = await store.receive(stream);
      return { kind: contentType === 'application/zip' ? UPLOAD_KIND.zip : UPLOAD_KIND.image, storedName, contentType, sizeBytes };
    },
  };
}

export type RoomFiles = ReturnType<typeof createRoomFiles>;

/** Answers a stored attachment: images shown inline, a zip saved; cached by the browser only (the id never changes its bytes). */
export function sendRoomFile(reply: FastifyReply, file: { path: string; size: number; contentType: string; name: string; kind: number }): FastifyReply {
  const disposition = attachmentDisposition(file.name);
  return reply
    .type(file.contentType)
    .header('Content-Length', String(file.size))
    .header('Cache-Control', 'private, max-age=3600')
    .header('Content-Disposition', file.kind === UPLOAD_KIND.image ? disposition.replace(/^attachment/, 'inline') : disposition)
    .send(fs.createReadStream(file.path));
}
