/**
 * One spelling of each path before the router and every hook see it (docs/decisions/014).
 *
 * `/api/%61dmin/student`, `/api/admin%2Fstudent`, `/api/x/../admin/student` and `//api/admin/student`
 * all name `/api/admin/student`. Deciding security on the matched route already makes them safe; making
 * them one spelling also makes them answer exactly as the plain path does, and keeps the URL that
 * hooks, logs and the not-found handler read the same as the one the router matched.
 *
 * Escapes are decoded once, never twice: `%2561` stays the literal `%61` (double decoding is how
 * filters get bypassed), so a double-encoded path matches no route and answers 404.
 */
/** What can make a path differ from its canonical spelling: an escape, a doubled slash, a segment starting with a dot. */
const ODD_SPELLING = /%|\/\/|\/\./;

export function canonicalUrl(rawUrl: string): string {
  const queryAt = rawUrl.search(/[?#]/);
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  // Almost every request: no escape, no doubled slash, no dot segment; already canonical.
  if (rawPath.startsWith('/') && !ODD_SPELLING.test(rawPath)) return rawUrl;
  const rest = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  const decoded = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~/]$/.test(character) ? character : escape.toUpperCase();
  });
  return resolveSegments(decoded) + rest;
}

/** RFC 3986 §5.2.4 dot segments, with empty segments (doubled slashes) dropped; a trailing slash is kept. */
function resolveSegments(path: string): string {
  const segments: string[] = [];
  const parts = path.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') segments.pop();
    else segments.push(part);
  }
  const last = parts.at(-1);
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}
