import { describe, expect, it } from 'vitest';
import { cellText, fitColumns, keyContentWidths, type FitColumn } from './grid-fit.tsx';

type Row = { id: number; name: string; kana: string; email: string; status: number };

const COLUMNS: Array<FitColumn<Row>> = [
  { field: 'name', minWidth: 150, flex: 1 },
  { field: 'kana', minWidth: 150, priority: 3 },
  { field: 'email', minWidth: 200 },
  { field: 'status', minWidth: 120, priority: 3 },
  { field: 'actions', width: 64 },
];

describe('fitColumns', () => {
  it('hides nothing when every column fits', () => {
    expect(fitColumns(COLUMNS, 684)).toEqual({});
  });

  it('hides the lowest priority first, the rightmost of it before the others', () => {
    expect(fitColumns(COLUMNS, 600)).toEqual({ status: false });
    expect(fitColumns(COLUMNS, 500)).toEqual({ status: false, kana: false });
  });

  it('then priority 2, and never the name or the actions', () => {
    expect(fitColumns(COLUMNS, 300)).toEqual({ status: false, kana: false, email: false });
    expect(fitColumns(COLUMNS, 10)).toEqual({ status: false, kana: false, email: false });
  });

  it('hides nothing before the grid has a width', () => {
    expect(fitColumns(COLUMNS, 0)).toEqual({});
  });

  it('counts the name at the width of its text, so lower priorities give way before the name is cut', () => {
    // 684 fits every column at its minimum; a name of 220 px does not leave them room.
    expect(fitColumns(COLUMNS, 684, { name: 220 })).toEqual({ status: false });
    // A name wider than its share of the grid claims only the share (it is cut past it).
    expect(fitColumns(COLUMNS, 684, { name: 2000 })).toEqual({ status: false, kana: false });
  });
});

describe('keyContentWidths', () => {
  it('measures the widest text of each key column with the cell padding, not the actions or a column without text', () => {
    const rows = [
      { id: 1, name: 'abc', kana: '', email: 'a@example.com', status: 1 },
      { id: 2, name: 'abcdefgh', kana: '', email: 'b@example.com', status: 1 },
    ];
    const columns: Array<FitColumn<Row>> = [...COLUMNS, { field: 'kana', priority: 1 }];
    expect(keyContentWidths(columns, rows, (text) => text.length * 10)).toEqual({ name: 102 });
  });
});

describe('cellText', () => {
  it('applies the getter and the formatter as the grid does', () => {
    const row = { id: 1, name: 'a', kana: 'ア', email: 'a@example.com', status: 2 };
    expect(cellText({ field: 'status', valueFormatter: (value: number) => `status ${value}` }, row)).toBe('status 2');
    expect(cellText({ field: 'both', valueGetter: (_value: unknown, r: Row) => r.email }, row)).toBe('a@example.com');
    expect(cellText({ field: 'missing' }, row)).toBe('');
  });
});
