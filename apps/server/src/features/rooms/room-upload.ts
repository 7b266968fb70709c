import { ROOM_FILES_PER_MESSAGE } from '@manabiya/domain/contracts/rooms';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors.ts';
import { parseContract, refuseUnsafeText } from '../../platform/hostile-input.ts';
import { createDataPartReader } from '../../platform/json-body.ts';
import { uploadedFileName } from '../../platform/storage.ts';
import { ROOM_FILE_MAX_BYTES, type ReceivedRoomFile, type RoomFiles } from './room-files.ts';

/** A file received for a message: stored under its random name, with the name it was uploaded as. */
export interface RoomUploadedFile extends ReceivedRoomFile {
  originalName: string;
}

/** A message's JSON holds at most 20,000 characters of Markdown: room enough for any script's bytes and the escapes. */
const DATA_PART_MAX_BYTES = 256 * 1024;
const TOO_MANY_FILES = `添付できるファイルは1つのメッセージに${ROOM_FILES_PER_MESSAGE}件までです。`;

/**
 * The body of a message that may carry files (roomEndpoints.adminReply / studentMessage): JSON, or
 * multipart with the JSON in a `data` part and up to ROOM_FILES_PER_MESSAGE `files` parts, each
 * streamed to storage as it arrives and checked by its bytes. Anything refused after a file was
 * stored (a later file, the JSON) removes the files stored so far.
 */
export async function readRoomMessage<T extends z.ZodType>(request: FastifyRequest, schema: T, files: RoomFiles): Promise<{ body: z.output<T>; files: RoomUploadedFile[] }> {
  if (!request.isMultipart()) return { body: parseContract(schema, request.body), files: [] };
  const received: RoomUploadedFile[] = [];
  const data = createDataPartReader();
  try {
    const parts = request.parts({ limits: { fileSize: ROOM_FILE_MAX_BYTES + 1, files: ROOM_FILES_PER_MESSAGE + 1, fields: 5, fieldSize: DATA_PART_MAX_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          await drain(part.file);
          throw badRequest(`不明なファイル項目「${part.fieldname}」です。添付ファイルは files で送ってください。`);
        }
        if (received.length >= ROOM_FILES_PER_MESSAGE) {
          await drain(part.file);
          throw badRequest(TOO_MANY_FILES, { files: TOO_MANY_FILES });
        }
        // The name is stored and shown in the thread, so it follows the contracts' text rule.
        refuseUnsafeText(part.filename, ['files', received.length]);
        const file = await files.receive(part.file);
        received.push({ ...file, originalName: uploadedFileName(part.filename, file.storedName.split('.').pop() ?? 'bin') });
      } else if (part.fieldname === 'data') {
        data.read(part);
      }
    }
    return { body: parseContract(schema, data.value), files: received };
  } catch (error) {
    await files.remove(received.map((file) => file.storedName));
    throw error;
  }
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}
