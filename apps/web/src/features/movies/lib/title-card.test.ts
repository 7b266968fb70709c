import { describe, expect, it } from 'vitest';
import { wrapTitle } from './title-card.ts';

// Every character 10 wide: a line of 100 holds ten.
const measure = (text: string) => [...text].length * 10;

describe("a video's title card", () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('HTML の基本', measure, 100)).toEqual(['HTML の基本']);
  });

  it('breaks Japanese anywhere and English between words', () => {
    expect(wrapTitle('はじめてのウェブ開発入門講座です', measure, 100)).toEqual(['はじめてのウェブ開発', '入門講座です']);
    expect(wrapTitle('Learn the basics of HTML', measure, 100)).toEqual(['Learn the', 'basics of', 'HTML']);
  });

  it('cuts a word wider than a line, and ends with … what does not fit in three lines', () => {
    expect(wrapTitle('Internationalization', measure, 100)).toEqual(['Internatio', 'nalization']);
    const lines = wrapTitle('あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめも', measure, 100);
    expect(lines).toEqual(['あいうえおかきくけこ', 'さしすせそたちつてと', 'なにぬねのはひふへ…']);
  });
});
