import { z } from 'zod';

/** A file part of a multipart body, as the OpenAPI document shows it (a file picker in Swagger UI). */
export function filePart(description: string) {
  return z.string().meta({ format: 'binary', description });
}
