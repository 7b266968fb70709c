import { InformationBody } from '@manabiya/domain/contracts/informations';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import { parseContract, refuseUnsafeText } from '../../platform/hostile-input.ts';
import { createDataPartReader } from '../../platform/json-body.ts';
import type { UploadedImage } from './informations.service.ts';

/**
 * The body of a create or update (informationEndpoints.create / update): JSON, or multipart with
 * the JSON in `data` and the new images as `images` parts. Read here rather than by a body schema,
 * since the image bytes are streamed part by part.
 */
export async function readInformationWrite(request: FastifyRequest): Promise<{ body: InformationBody; images: UploadedImage[] }> {
  let raw: unknown = request.body;
  const images: UploadedImage[] = [];
  if (request.isMultipart()) {
    const data = createDataPartReader();
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw badRequest(`不明なファイル項目「${part.fieldname}」です。画像は images で送ってください。`);
        // The file name is stored and shown to readers, so it follows the contracts' text rule.
        refuseUnsafeText(part.filename, ['images', images.length]);
        images.push({ name: part.filename || 'image', bytes: await part.toBuffer() });
      } else if (part.fieldname === 'data') {
        data.read(part);
      }
    }
    raw = data.value;
  }
  return { body: parseContract(InformationBody, raw), images };
}
