import { describe, expect, it } from 'vitest';
import { FALLBACK_NAMESPACES } from '../lib/i18n.ts';
import typedCatalogues from '../lib/i18next.d.ts?raw';

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

/** Every key of a language with the namespace that holds it: 'students:admin.student.grade'. */
const keysByNamespace = (files: Map<string, Catalogue>) => [...files].flatMap(([namespace, catalogue]) => flatten(catalogue).map(([key]) => `${namespace}:${key}`));

const flatJa = new Map([...ja.values()].flatMap((catalogue) => flatten(catalogue)));
const flatEn = new Map([...en.values()].flatMap((catalogue) => flatten(catalogue)));

// Where the admin pages' words live: `admin` holds the generic ones, each feature's namespace its own.
const ADMIN_PAGES_KEY = 'admin';

describe('translation catalogues', () => {
  it('have the same namespaces in Japanese and English, each reachable by key lookups', () => {
    expect([...en.keys()].sort()).toEqual([...ja.keys()].sort());
    expect([...ja.keys()].sort()).toEqual(['common', ...FALLBACK_NAMESPACES].sort());
  });

  it('are each typed in lib/i18next.d.ts, so their keys are checked', () => {
    const typed = [...typedCatalogues.matchAll(/^\s+(\w+): typeof (\w+);$/gm)].filter(([, name, type]) => name === type).map(([, name]) => name);
    expect(typed.sort()).toEqual([...ja.keys()].sort());
  });

  it('keep each namespace under its own top key, or under `admin` for the words of its admin pages', () => {
    for (const [namespace, catalogue] of [...ja, ...en]) {
      expect(Object.keys(catalogue).length, namespace).toBeGreaterThan(0);
      for (const topKey of Object.keys(catalogue)) expect([namespace, ADMIN_PAGES_KEY], namespace).toContain(topKey);
    }
  });

  it('hold each key in one namespace only, so the order of the fallback namespaces changes no lookup', () => {
    for (const files of [ja, en]) {
      const keys = [...files.values()].flatMap((catalogue) => flatten(catalogue).map(([key]) => key));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    }
  });

  it('have the same keys in Japanese and English, in the same namespaces', () => {
    expect(keysByNamespace(en).sort()).toEqual(keysByNamespace(ja).sort());
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
