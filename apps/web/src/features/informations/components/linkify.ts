/** A piece of notice text: plain text, or an http(s) link to show as an anchor. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// ASCII URL characters only: Japanese text usually follows a URL without a space.
const URL_PATTERN = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
// Punctuation that ends a sentence rather than the URL ("…は https://example.com/a.").
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

function trimUrl(candidate: string): string {
  let url = candidate.replace(TRAILING_PUNCTUATION, '');
  // A closing parenthesis belongs to the URL only when the URL opened one ("(https://x.test/a)").
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return url;
}

/** The absolute http(s) URL the text names, or null: anything else (javascript:, data:) stays text. */
export function toSafeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits one line of text into text and http(s) link segments, keeping every character in order. */
export function splitLinks(line: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = trimUrl(match[0]);
    const href = toSafeHref(url);
    pushText(line.slice(last, start));
    if (href && url.length > 'https://'.length) {
      segments.push({ kind: 'link', text: url, href });
      last = start + url.length;
    } else {
      last = start;
    }
  }
  pushText(line.slice(last));
  return segments;
}

/** The text's lines (CRLF or LF), each split into segments. */
export function splitLinkedLines(text: string): TextSegment[][] {
  return text.split(/\r?\n/).map(splitLinks);
}
