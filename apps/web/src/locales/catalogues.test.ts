import { describe, expect, it } from 'vitest';
import en from './en/translation.json';
import ja from './ja/translation.json';

function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix ? `${prefix}.${key}` : key));
}

function listEmptyKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listEmptyKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation catalogues', () => {
  it('have the same keys in Japanese and English', () => {
    expect(listKeys(en).sort()).toEqual(listKeys(ja).sort());
  });

  it('have no empty strings', () => {
    expect(listEmptyKeys(ja)).toEqual([]);
    expect(listEmptyKeys(en)).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variablesOf = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const flatten = (value: unknown, prefix = ''): Array<[string, string]> =>
      typeof value === 'string'
        ? [[prefix, value]]
        : Object.entries(value as object).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
    const english = new Map(flatten(en));
    for (const [key, text] of flatten(ja)) expect(variablesOf(english.get(key) ?? ''), key).toEqual(variablesOf(text));
  });

  it('keeps the spec text for the generic error', () => {
    expect(ja.errors.unexpected).toBe('予期せぬエラーが発生しました。');
  });
});
