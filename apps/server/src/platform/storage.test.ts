import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage, sniffContentType } from './storage.ts';

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
