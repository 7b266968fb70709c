import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { cleanFileName, createFileStorage, createStreamedUploads, sniffContentType, uploadedFileName } from './storage.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);

describe('file storage', () => {
  it('knows PNG, JPEG and WebP by their bytes, and nothing else', () => {
    expect([PNG, JPEG, WEBP].map(sniffContentType)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(sniffContentType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeUndefined();
    expect(sniffContentType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  });

  it('stores under a random name, reads it back and removes it', async () => {
    const storage = createFileStorage(dir);
    const stored = await storage.save('icon', PNG);
    expect(stored.path).toMatch(/^\/api\/files\/icon\/[a-f0-9]{32}\.png$/);
    const name = stored.path.split('/').pop()!;
    expect((await storage.read('icon', name))?.bytes).toEqual(Buffer.from(PNG));
    await storage.remove(stored.path);
    expect(await storage.read('icon', name)).toBeUndefined();
  });

  it('refuses a file whose bytes are not an allowed image (415) or that is too large (413)', async () => {
    const storage = createFileStorage(dir);
    await expect(storage.save('icon', new TextEncoder().encode('<html>'))).rejects.toMatchObject({ statusCode: 415 });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    await expect(storage.save('icon', big)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('never reads outside its folder', async () => {
    const storage = createFileStorage(dir);
    expect(await storage.read('icon', '../../etc/passwd')).toBeUndefined();
    expect(await storage.read('secrets', 'a'.repeat(32) + '.png')).toBeUndefined();
  });
});

describe('streamed uploads', () => {
  const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(60).fill(7)]);
  const uploadsIn = (name: string) => {
    const folder = path.join(dir, name);
    const store = createStreamedUploads(folder, {
      accepts: { 'application/zip': { extension: 'zip', maxBytes: 1000 }, 'image/png': { extension: 'png', maxBytes: 100 } },
      notAccepted: 'zip or png',
      tooLarge: (maxBytes) => `at most ${maxBytes} bytes`,
    });
    return { store, left: () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []) };
  };
  /** A stream of these bytes in chunks of 5, as the multipart parser gives a part. */
  const streamOf = (bytes: Uint8Array, truncated = false) => {
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 5) chunks.push(Buffer.from(bytes.subarray(at, at + 5)));
    return Object.assign(Readable.from(chunks), { truncated });
  };
  const withSize = (head: Uint8Array, size: number) => Uint8Array.from([...head, ...new Array<number>(size - head.length).fill(1)]);

  it('keeps a file its first bytes accept, under a random name with the extension of its type', async () => {
    const { store, left } = uploadsIn('kept');
    const received = await store.receive(streamOf(ZIP));
    expect(received).toMatchObject({ contentType: 'application/zip', sizeBytes: ZIP.length, checked: undefined });
    expect(received.storedName).toMatch(/^[a-f0-9]{32}\.zip$/);
    expect(fs.readFileSync(store.pathOf(received.storedName))).toEqual(Buffer.from(ZIP));
    expect(left()).toEqual([received.storedName]);
    expect((await store.open(received.storedName))?.size).toBe(ZIP.length);
    await store.remove([received.storedName]);
    expect(await store.open(received.storedName)).toBeUndefined();
  });

  it('refuses by the bytes (415) before the size, each type to its own limit (413), the parser cutting it (413), and leaves nothing', async () => {
    const { store, left } = uploadsIn('refused');
    const refusal = (bytes: Uint8Array, truncated = false) => store.receive(streamOf(bytes, truncated)).then(() => undefined, (error: HttpError) => [error.statusCode, error.message]);
    expect(await refusal(withSize(JPEG, 5000))).toEqual([415, 'zip or png']);
    expect(await refusal(new Uint8Array())).toEqual([415, 'zip or png']);
    expect(await refusal(withSize(PNG, 101))).toEqual([413, 'at most 100 bytes']);
    expect(await refusal(withSize(ZIP, 1001))).toEqual([413, 'at most 1000 bytes']);
    expect(await refusal(withSize(ZIP, 500), true)).toEqual([413, 'at most 1000 bytes']);
    expect(await store.receive(streamOf(withSize(PNG, 100)))).toMatchObject({ contentType: 'image/png', sizeBytes: 100 });
    expect(left()).toHaveLength(1);
  });

  it("takes the upload's own lower limit, and reads the whole file before naming it: a refusal of the check leaves nothing", async () => {
    const { store, left } = uploadsIn('checked');
    await expect(store.receive(streamOf(ZIP), { maxBytes: 10 })).rejects.toMatchObject({ statusCode: 413, message: 'at most 10 bytes' });
    const sizes: number[] = [];
    const check = (file: string) => {
      sizes.push(fs.statSync(file).size);
      return Promise.resolve('read');
    };
    expect(await store.receive(streamOf(ZIP), { check })).toMatchObject({ checked: 'read' });
    expect(sizes).toEqual([ZIP.length]);
    const refused = new HttpError(415, 'unreadable', 'unsupported_file_type');
    await expect(store.receive(streamOf(ZIP), { check: () => Promise.reject(refused) })).rejects.toBe(refused);
    expect(left()).toHaveLength(1);
  });

  it('never names a file outside its folder or of another type', () => {
    const { store } = uploadsIn('names');
    expect(() => store.pathOf('../../etc/passwd')).toThrow();
    expect(() => store.pathOf(`${'a'.repeat(32)}.exe`)).toThrow();
    expect(store.pathOf(`${'a'.repeat(32)}.png`)).toBe(path.join(dir, 'names', `${'a'.repeat(32)}.png`));
  });
});

describe('uploaded file names', () => {
  it('strips bidi overrides, isolates and marks, zero-width and other format characters (issue 21)', () => {
    // "abc\u202Egnp.exe" reads as "abcexe.png" where the override is honoured.
    expect(uploadedFileName('abc\u202Egnp.exe', 'zip')).toBe('abcgnp.exe');
    const formats = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u{E0041}'];
    for (const format of formats) expect(uploadedFileName(`re${format}port.pdf`, 'pdf'), JSON.stringify(format)).toBe('report.pdf');
    expect(uploadedFileName('a\u2028b\u2029c\u0007.zip', 'zip')).toBe('abc.zip');
    expect(uploadedFileName('\uD800half.png', 'png')).toBe('half.png');
  });

  it('keeps what is shown: Japanese, spaces inside, emoji; and names nothing left of it after its kind', () => {
    expect(uploadedFileName('../../課題/スターター 1.zip', 'zip')).toBe('スターター 1.zip');
    expect(uploadedFileName('🎉 発表.pdf', 'pdf')).toBe('🎉 発表.pdf');
    expect(uploadedFileName('\u202E\u200B', 'png')).toBe('attachment.png');
    expect(uploadedFileName('..', 'zip')).toBe('attachment.zip');
    expect(uploadedFileName(undefined, 'pdf')).toBe('attachment.pdf');
    expect(cleanFileName('\u202E')).toBe('');
  });

  it('keeps the last 200 characters, never half an emoji', () => {
    const name = cleanFileName(`${'😀'.repeat(250)}.zip`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('.zip')).toBe(true);
    expect(name).not.toMatch(/\p{Cs}/u);
  });
});
