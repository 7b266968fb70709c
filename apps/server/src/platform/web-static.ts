import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors.ts';
import { requestLanguage } from './request-language.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, sent brotli- or gzip-compressed from the
 * files the build wrote beside them (apps/web/vite.config.ts) when the browser accepts it, every
 * other non-API GET answered with index.html (the client router decides), with the configured
 * product name written into it and the display time zone added to its head
 * (`<meta name="display-time-zone">`, read by apps/web/src/lib/display-time-zone.ts; without it
 * the web shows dates in Asia/Tokyo, the server's default).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    productName: string;
    /** config.DISPLAY_TIME_ZONE (already checked to be an IANA zone), written into the page for the web's dates; without it no tag is written. */
    displayTimeZone?: string;
  },
): Promise<boolean> {
  const indexPath = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url, requestLanguage(request))));
    return false;
  }
  const zoneTag = options.displayTimeZone ? `<meta name="display-time-zone" content="${escapeAttribute(options.displayTimeZone)}" />\n  ` : '';
  const indexHtml = fs
    .readFileSync(indexPath, 'utf8')
    .replace('<meta name="application-name" content="Manabiya"', () => `<meta name="application-name" content="${escapeAttribute(options.productName)}"`)
    .replace('</head>', () => `${zoneTag}</head>`);

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !namesTheApi(request.url);
    if (!isPage) {
      return reply.status(404).send(notFoundBody(request.method, request.url, requestLanguage(request)));
    }
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  return true;
}

/** However often a path was percent-encoded, one that names the API gets the API's 404, never a page. */
function namesTheApi(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return /^\/+api(\/|$)/i.test(path);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}
