import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvOf, csvStream, escapeCsvCell, parseCsv, rowsInBatches, toCsv } from './csv.ts';

describe('csv', () => {
  it('starts with a BOM and ends lines with CRLF', () => {
    expect(toCsv(['名前', 'メール'], [['山田 太郎', 'a@example.com']])).toBe('\uFEFF名前,メール\r\n山田 太郎,a@example.com\r\n');
  });

  it.each(['=1+1', '+81', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises the formula %j', (value) => {
    expect(escapeCsvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(escapeCsvCell(null)).toBe('');
  });

  it('parses what it writes, with or without a BOM, CRLF or LF', () => {
    const rows = [['名前', '備考'], ['山田, 太郎', '"引用"\n改行'], ['', 'x']];
    expect(parseCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
    expect(parseCsv('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseCsv('a,b\r\n\r\n')).toEqual([['a', 'b']]);
  });

  it('names a Japanese download for every browser', () => {
    expect(attachmentDisposition('受講生.csv')).toBe(`attachment; filename="___.csv"; filename*=UTF-8''${encodeURIComponent('受講生.csv')}`);
  });
});

describe('streamed CSV', () => {
  const columns = [
    { header: 'ID', value: (row: { id: number; name: string }) => row.id },
    { header: '氏名', value: (row: { id: number; name: string }) => row.name },
  ];
  const text = async (stream: NodeJS.ReadableStream) => {
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  };

  it('gives the same file as the whole-file builder, batch by batch', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ id: i + 1, name: i % 7 === 0 ? `=SUM(A${i})` : `名前, "${i}"` }));
    async function* batches() {
      for (let i = 0; i < rows.length; i += 1_000) yield await Promise.resolve(rows.slice(i, i + 1_000));
    }
    expect(await text(csvStream(columns, batches()))).toBe(csvOf(columns, rows));
    expect(await text(csvStream(columns, (async function* () {
      yield* await Promise.resolve([]);
    })()))).toBe(csvOf(columns, []));
  });

  it('reads rows by id in the ids’ order, a batch at a time, leaving out rows gone meanwhile', async () => {
    const asked: number[][] = [];
    const load = (ids: number[]) => {
      asked.push(ids);
      return Promise.resolve(ids.filter((id) => id !== 4).reverse().map((id) => ({ id })));
    };
    const seen: number[] = [];
    for await (const batch of rowsInBatches([5, 3, 4, 1, 2], load, 2)) seen.push(...batch.map((row) => row.id));
    expect(seen).toEqual([5, 3, 1, 2]);
    expect(asked).toEqual([[5, 3], [4, 1], [2]]);
  });
});
