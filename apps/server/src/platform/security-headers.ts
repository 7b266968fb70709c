import type { FastifyInstance } from 'fastify';

/**
 * The SPA needs nothing from other origins; MUI's emotion styles need inline style tags. `'self'`
 * covers the same-origin WebSocket too (CSP Level 3 matches ws:/wss: of the page's own host).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The headers every response carries, set in one synchronous hook (no promise per request). */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const always: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(always);
    reply.header('X-Request-Id', request.id);
    // Swagger UI sets its own policy (it needs inline scripts); everything else gets ours.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
