import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text.tsx';
import { splitLinks, toSafeHref } from './linkify.ts';

afterEach(cleanup);

describe('splitLinks', () => {
  it('turns http and https URLs into links and keeps the text around them', () => {
    expect(splitLinks('詳細は https://example.com/a?b=1#c をご覧ください')).toEqual([
      { kind: 'text', text: '詳細は ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' をご覧ください' },
    ]);
    expect(splitLinks('http://example.org')).toEqual([{ kind: 'link', text: 'http://example.org', href: 'http://example.org/' }]);
  });

  it('ends a URL at Japanese text and at sentence punctuation', () => {
    expect(splitLinks('申込はhttps://example.com/formから。')).toEqual([
      { kind: 'text', text: '申込は' },
      { kind: 'link', text: 'https://example.com/form', href: 'https://example.com/form' },
      { kind: 'text', text: 'から。' },
    ]);
    expect(splitLinks('see https://example.com/a.')[1]).toEqual({ kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' });
    expect(splitLinks('(https://example.com/a)').map((segment) => segment.text)).toEqual(['(', 'https://example.com/a', ')']);
    expect(splitLinks('https://en.wikipedia.org/wiki/Foo_(bar)')[0]?.text).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
  });

  it('leaves other schemes and bare words as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', 'www.example.com', 'https://']) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(toSafeHref('javascript:alert(1)')).toBeNull();
    expect(toSafeHref('HTTPS://EXAMPLE.COM')).toBe('https://example.com/');
  });

  it('keeps every character of the line in order', () => {
    const line = 'a https://x.test/1, b http://y.test/2) c';
    expect(splitLinks(line).map((segment) => segment.text).join('')).toBe(line);
  });
});

describe('LinkifiedText', () => {
  it('shows markup as text, keeps line breaks and opens links in a new tab without an opener', () => {
    const { container } = render(
      <LinkifiedText text={'<script>alert(1)</script>\r\n<img src=x onerror=alert(1)>\nhttps://example.com/"onmouseover="x'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('br')).toHaveLength(2);
    expect(container.textContent).toContain('<script>alert(1)</script>');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.getAttribute('href')).toBe('https://example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
  });
});
