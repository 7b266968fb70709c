/*
 * A video's poster before it plays (issue 23): its title card, drawn in the browser from the title
 * and length, so no video shows as a black box — a first frame is often black (a fade-in, a dark
 * editor), and the library keeps no thumbnails.
 */

const WIDTH = 960;
const HEIGHT = 540;
const MAX_LINES = 3;
const SIDE = 72;

/** Words stay whole; Japanese (and other wide) characters may break anywhere, as the browser breaks them. */
const PIECES = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g;

/**
 * The title in at most `maxLines` lines no wider than `maxWidth` as `measure` measures them; what
 * does not fit ends the last line with "…". A word wider than a line is cut where it must be.
 */
export function wrapTitle(title: string, measure: (text: string) => number, maxWidth: number, maxLines = MAX_LINES): string[] {
  const fits = (text: string) => measure(text) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const piece of title.trim().match(PIECES) ?? []) {
    const blank = piece.trim() === '';
    if (fits((line + piece).trimEnd())) {
      if (!(blank && line === '')) line += piece;
      continue;
    }
    if (line !== '') lines.push(line.trimEnd());
    line = '';
    if (blank) continue;
    for (const char of piece) {
      if (line === '' || fits(line + char)) line += char;
      else {
        lines.push(line);
        line = char;
      }
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  let last = lines[maxLines - 1]!;
  while (last !== '' && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
  return [...lines.slice(0, maxLines - 1), `${last.trimEnd()}…`];
}

export interface TitleCardStyle {
  /** The ground: a gradient from `dark` (top left) to `main`. */
  dark: string;
  main: string;
  fontFamily: string;
}

/**
 * The title card as a PNG data URL (the CSP allows `data:` images): the title, large and wrapped,
 * and the length under it, on the portal's colour. Undefined where the browser cannot draw.
 */
export function drawTitleCard(title: string, length: string, style: TitleCardStyle): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    return undefined;
  }
  if (!context) return undefined;
  const ground = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  ground.addColorStop(0, style.dark);
  ground.addColorStop(1, style.main);
  context.fillStyle = ground;
  context.fillRect(0, 0, WIDTH, HEIGHT);

  const size = 52;
  context.font = `700 ${size}px ${style.fontFamily}`;
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lines = wrapTitle(title, (text) => context.measureText(text).width, WIDTH - 2 * SIDE);
  const lineHeight = size * 1.35;
  // Above the middle: a player's controls cover the lower part.
  const top = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 - 56;
  lines.forEach((line, index) => context.fillText(line, WIDTH / 2, top + index * lineHeight));

  context.font = `500 30px ${style.fontFamily}`;
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  context.fillText(length, WIDTH / 2, top + (lines.length - 1) * lineHeight + 72);
  return canvas.toDataURL('image/png');
}
