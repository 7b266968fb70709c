import fs from 'node:fs';
import path from 'node:path';
import { EN_MESSAGES } from '@manabiya/domain/messages/en';
import { describe, expect, it } from 'vitest';

/**
 * One vocabulary (issue 10 item 13): the words docs/glossary.md retires appear in no Japanese
 * catalogue and no server message. The glossary's "Retired words" list is the source.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const glossary = fs.readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
const retiredSection = glossary.split('## Retired words')[1] ?? '';
const RETIRED = [...retiredSection.matchAll(/^- `([^`]+)` → (.+)$/gm)].map((match) => ({ word: match[1]!, use: match[2]!.trim() }));

function stringsOf(value: unknown, where: string): Array<{ where: string; text: string }> {
  if (typeof value === 'string') return [{ where, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${where}.${key}`));
  return [];
}

const JA_DIR = path.join(import.meta.dirname, 'ja');
const catalogueTexts = fs
  .readdirSync(JA_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => stringsOf(JSON.parse(fs.readFileSync(path.join(JA_DIR, file), 'utf8')), `ja/${file}`));
const messageTexts = Object.keys(EN_MESSAGES).map((text) => ({ where: 'messages/en.ts', text }));

describe('one vocabulary', () => {
  it('reads the retired words from the glossary', () => {
    expect(RETIRED.map((entry) => entry.word)).toEqual(expect.arrayContaining(['企業', '受講者', '既に']));
  });

  it.each([
    ['the Japanese catalogues', catalogueTexts],
    ['the server messages', messageTexts],
  ] as const)('keeps retired words out of %s', (_label, texts) => {
    const found = texts.flatMap(({ where, text }) =>
      RETIRED.filter(({ word }) => text.includes(word)).map(({ word, use }) => `${where}: 「${text}」 uses ${word} (use ${use})`),
    );
    expect(found).toEqual([]);
  });
});
