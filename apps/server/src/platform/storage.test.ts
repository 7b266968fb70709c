import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFileName, createFileStorage, sniffContentType, uploadedFileName } from './storage.ts';

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
