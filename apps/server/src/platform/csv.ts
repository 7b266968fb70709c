import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
/**
 * CSV for Excel users: UTF-8 with a BOM (so Japanese opens correctly), CRLF line ends, and cells that
 * a spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with a quote.
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | Date | null | undefined;

export function escapeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return BOM + [header, ...rows].map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n';
}

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** Columns defined once give the header and every row's cells, escaped, with the BOM. */
export function csvOf<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: Iterable<Row>): string {
  return toCsv(
    columns.map((column) => column.header),
    Array.from(rows, (row) => columns.map((column) => column.value(row))),
  );
}

const csvLine = (cells: readonly CsvCell[]): string => cells.map(escapeCsvCell).join(',') + '\r\n';

/**
 * The same file as csvOf, streamed: the header first, then each batch of rows as it arrives, so an
 * export of any size holds one batch in memory, and a client that reads slowly holds back the reads.
 */
export function csvStream<Row>(columns: ReadonlyArray<CsvColumn<Row>>, batches: AsyncIterable<readonly Row[]>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(columns.map((column) => column.header));
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * Rows in a fixed order, a batch at a time: the ids are read first (small even at 100,000 rows),
 * then each batch of rows by id, in the ids' order; a row deleted meanwhile is left out. No
 * transaction stays open while a client downloads.
 */
export async function* rowsInBatches<Row extends { id: number }>(
  ids: readonly number[],
  load: (ids: number[]) => Promise<Row[]>,
  batchSize = 1_000,
): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const chunk = ids.slice(start, start + batchSize);
    const byId = new Map((await load(chunk)).map((row) => [row.id, row]));
    yield chunk.flatMap((id) => byId.get(id) ?? []);
  }
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF, an optional BOM) into rows of cells. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** Content-Disposition for a download whose name may be Japanese (RFC 6266 / 5987). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers a CSV file to download (every export sends it the same way). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string | Readable): FastifyReply {
  return reply.type('text/csv; charset=utf-8').header('Content-Disposition', attachmentDisposition(filename)).send(csv);
}
