import { describe, expect, it } from 'vitest';
import { attachmentDisposition, escapeCsvCell, parseCsv, toCsv } from './csv.ts';

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
