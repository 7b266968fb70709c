import { describe, expect, it } from 'vitest';
import { FALLBACK_NAMESPACES } from '../lib/namespaces.ts';

type Catalogue = Record<string, unknown>;

// Every catalogue file: './ja/admin.json' → its content.
const FILES = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function filesOf(language: string): Map<string, Catalogue> {
  const prefix = `./${language}/`;
  return new Map(
    Object.entries(FILES)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, content]) => [path.slice(prefix.length, -'.json'.length), content]),
  );
}

const ja = filesOf('ja');
const en = filesOf('en');

function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const flatJa = new Map([...ja.values()].flatMap((catalogue) => flatten(catalogue)));
const flatEn = new Map([...en.values()].flatMap((catalogue) => flatten(catalogue)));

describe('translation catalogues', () => {
  it('have the same namespaces in Japanese and English, each reachable by key lookups', () => {
    expect([...en.keys()].sort()).toEqual([...ja.keys()].sort());
    expect([...ja.keys()].sort()).toEqual(['common', ...FALLBACK_NAMESPACES].sort());
  });

  it('keep each namespace under its own top key, so key strings name the file that holds them', () => {
    for (const [namespace, catalogue] of [...ja, ...en]) expect(Object.keys(catalogue), namespace).toEqual([namespace]);
  });

  it('have the same keys in Japanese and English', () => {
    expect([...flatEn.keys()].sort()).toEqual([...flatJa.keys()].sort());
  });

  it('have no empty strings', () => {
    const empty = (flat: Map<string, unknown>) => [...flat].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(empty(flatJa)).toEqual([]);
    expect(empty(flatEn)).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variablesOf = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of flatJa) expect(variablesOf(flatEn.get(key)), key).toEqual(variablesOf(text));
  });

  it('keeps the spec text for the generic error', () => {
    expect(flatJa.get('errors.unexpected')).toBe('予期せぬエラーが発生しました。');
  });
});
