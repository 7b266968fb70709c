import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from './en.ts';
import { translateMessage } from './translate-message.ts';

describe('translateMessage', () => {
  it('leaves Japanese as it is', () => {
    expect(translateMessage('氏名を入力してください。', 'ja')).toBe('氏名を入力してください。');
  });

  it('translates a message the catalogue holds', () => {
    expect(translateMessage('メールアドレスまたはパスワードが正しくありません。', 'en')).toBe('The e-mail address or password is incorrect.');
  });

  it('fills a template, translating the label it holds, the most specific template first', () => {
    expect(translateMessage('リクエストが多すぎます。30秒ほどおいてからもう一度お試しください。', 'en')).toBe(
      'Too many requests. Please wait about 30 seconds and try again.',
    );
    expect(translateMessage('件名を入力してください。', 'en')).toBe('Enter the subject.');
    expect(translateMessage('契約開始日は100文字以内で入力してください。', 'en')).toBe('The contract start date must be at most 100 characters.');
    expect(translateMessage('200文字以内で入力してください。', 'en')).toBe('Enter at most 200 characters.');
  });

  it('translates messages nested in messages', () => {
    expect(translateMessage('この操作には「admins」または「student」の閲覧権限が必要です。', 'en')).toBe(
      'This action needs read permission for "admins" or "student".',
    );
    expect(translateMessage('「プロフィール登録」「オリエンテーション」がまだ終わっていません。先に済ませてください。', 'en')).toBe(
      '"Profile", "Orientation" is not finished yet. Please complete it first.',
    );
    expect(translateMessage('入力内容に誤りがあります。\nname: 氏名を入力してください。', 'en')).toBe('Some of the input is not valid.\nname: 氏名を入力してください。');
  });

  it('returns text it does not know unchanged', () => {
    expect(translateMessage('Too small: expected string to have >=1 characters', 'en')).toBe('Too small: expected string to have >=1 characters');
    expect(translateMessage('知らないメッセージ', 'en')).toBe('知らないメッセージ');
  });

  it('keeps the placeholders of each entry in its translation', () => {
    const namesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [msgid, english] of Object.entries(EN_MESSAGES)) expect(namesOf(english), msgid).toEqual(namesOf(msgid));
  });
});
