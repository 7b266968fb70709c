/** A multipart/form-data body for app.inject: text fields and files, in order. */
export type MultipartPart =
  /** A text field; `contentType` as `curl -F 'data=…;type=application/json'` declares it. */
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType: string; bytes: Buffer };

export function multipartPayload(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----manabiya-test-boundary';
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n${part.value}\r\n`)]
      : [
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Bytes that pass the PNG signature check (the server checks the type by the first bytes). */
export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels')]);
