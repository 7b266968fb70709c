import { MovieUploadFields } from '@manabiya/domain/contracts/movies';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { parseContract, refuseUnsafeText } from '../../platform/hostile-input.ts';
import type { MovieFiles, ReceivedMovie } from './movie-files.ts';

const TEXT_FIELDS = new Set(['title', 'description']);

export interface MovieUpload {
  fields: MovieUploadFields;
  received: ReceivedMovie;
  originalName: string | undefined;
}

/**
 * Reads an upload (movieEndpoints.create) part by part: the text parts, and one `file` part streamed
 * to storage as it arrives (busboy cuts it at MOVIE_MAX_BYTES + 1, so a larger file is known as
 * such). Anything refused after the file was stored removes it again.
 */
export async function readMovieUpload(request: FastifyRequest, files: MovieFiles, maxBytes: number): Promise<MovieUpload> {
  if (!request.isMultipart()) throw new HttpError(415, '動画ファイルを multipart/form-data で送ってください。', 'unsupported_media_type');
  const raw: Record<string, string> = {};
  let received: ReceivedMovie | undefined;
  let originalName: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 10, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await drain(part.file);
          throw badRequest(`不明なファイル項目「${part.fieldname}」です。動画は file で送ってください。`);
        }
        if (received) {
          await drain(part.file);
          throw badRequest('動画ファイルは1回に1つだけ送ってください。');
        }
        // The name is stored and shown to staff, so it follows the contracts' text rule.
        refuseUnsafeText(part.filename, ['file']);
        originalName = part.filename || undefined;
        received = await files.receive(part.file, maxBytes);
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        raw[part.fieldname] = String(part.value);
      }
    }
    if (!received) throw badRequest('動画ファイルを選んでください。', { file: '動画ファイルを選んでください。' });
    return { fields: parseContract(MovieUploadFields, raw), received, originalName };
  } catch (error) {
    if (received) await files.remove(received.fileName);
    throw error;
  }
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}
