import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-static.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('こんにちは '.repeat(400))};\n`;
// As the build writes it (apps/web/index.html): the server rewrites the product name and adds the display time zone.
const INDEX_HTML = '<!doctype html><html><head><meta name="application-name" content="Manabiya" /></head><body><div id="root"></div></body></html>';

/** index.html as served by a server started with these options. */
async function servedIndex(distDir: string, options: { productName: string; displayTimeZone?: string }): Promise<string> {
  const app = Fastify();
  await registerWebApp(app, { distDir, ...options });
  try {
    const response = await app.inject({ method: 'GET', url: '/admin/rooms' });
    expect(response.statusCode).toBe(200);
    return response.body;
  } finally {
    await app.close();
  }
}

describe('the built web app', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-web-static-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    // What the build writes (apps/web/vite.config.ts): each asset, and beside it its brotli and gzip copies.
    const script = path.join(distDir, 'assets', 'index-abc123.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    app = Fastify();
    await registerWebApp(app, { distDir, productName: 'Manabiya', displayTimeZone: 'Asia/Tokyo' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const getScript = (acceptEncoding?: string) =>
    app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await getScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(distDir, 'assets', 'index-abc123.js.br')));
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await getScript('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(fs.readFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz')));

    const plain = await getScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers a page address with index.html, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/student', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="display-time-zone" content="Asia/Tokyo" />');
  });

  it('writes the product name and the display time zone into the page, escaped', async () => {
    const body = await servedIndex(distDir, { productName: 'A&B "<学び>" $& $\'', displayTimeZone: 'America/New_York' });
    expect(body).toContain('<meta name="application-name" content="A&amp;B &quot;&lt;学び&gt;&quot; $&amp; $\'" />');
    expect(body).toContain('<meta name="display-time-zone" content="America/New_York" />');
    expect(body.indexOf('name="display-time-zone"')).toBeLessThan(body.indexOf('</head>'));

    const hostile = await servedIndex(distDir, { productName: 'Manabiya', displayTimeZone: '"><script>alert(1)</script>' });
    expect(hostile).toContain('<meta name="display-time-zone" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
    expect(hostile).not.toContain('<script>');
  });

  it('adds no time zone tag when none is given: the web falls back to Asia/Tokyo', async () => {
    const body = await servedIndex(distDir, { productName: 'Manabiya' });
    expect(body).not.toContain('display-time-zone');
    expect(body).toContain('<meta name="application-name" content="Manabiya" />');
  });
});
