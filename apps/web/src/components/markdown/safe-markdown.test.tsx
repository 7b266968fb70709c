import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown.tsx';

afterEach(cleanup);

describe('SafeMarkdown', () => {
  it('renders Markdown headings, lists and emphasis', () => {
    render(<SafeMarkdown text={'# 見出し\n\n- 一つ目\n- **二つ目**'} />);
    expect(screen.getByRole('heading', { level: 1, name: '見出し' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('二つ目').tagName).toBe('STRONG');
  });

  it('shows raw HTML as text and creates no script or img element', () => {
    const text = '<script>alert(1)</script>\n\n段落 <img src=x onerror="alert(2)"> の途中';
    const { container } = render(<SafeMarkdown text={text} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it('opens links in a new tab without an opener and drops javascript: URLs', () => {
    const { container } = render(<SafeMarkdown text={'[公式サイト](https://example.com) と [危険](javascript:alert(1))'} />);
    const link = screen.getByRole('link', { name: '公式サイト' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    for (const anchor of container.querySelectorAll('a')) expect(anchor.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('renders GitHub tables and task lists, and highlights fenced code by its language', () => {
    const text = '| 列 | 値 |\n| --- | --- |\n| a | 1 |\n\n- [x] 済み\n\n```js\nconst answer = 42; // 答え\n```';
    const { container } = render(<SafeMarkdown text={text} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.querySelector('input[type=checkbox]')).toBeTruthy();
    expect(container.querySelector('code.hljs.language-js .hljs-keyword')?.textContent).toBe('const');
    expect(container.querySelector('code .hljs-comment')?.textContent).toBe('// 答え');
  });

  it("loads images only from the app's own attachment URLs; any other src is a link, never an <img> (issue 21)", () => {
    const own = ['/api/files/step/0123456789abcdef0123456789abcdef.png', '/api/admin/room_file/12', '/api/student/room_file/3', '/api/company/room_file/4'];
    const others = [
      '/api/admin/room/165',
      '/api/student/room/3',
      '/api/admin/room_file/12/../../room/165',
      '/api/files/step/../../admin/room/165',
      '/api/files/%2e%2e/admin/room/165',
      '/api/files/step/a.png?x=1',
      '/api/admin/room_file/12#x',
      '/api\\admin\\room\\165',
      '//evil.example/x.png',
      'api/admin/room/165',
      '../admin/room/165',
      'http://tracker.example/x.png',
      'https://tracker.example/x.png',
      '/favicon.ico',
    ];
    const text = [...own, ...others].map((src, i) => `![画像${i}](${src})`).join('\n\n');
    const { container } = render(<SafeMarkdown text={text} />);
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(own);
    others.forEach((src, i) => {
      const link = screen.getByRole('link', { name: `画像${i + own.length}` });
      expect(link.tagName).toBe('A');
      // Markdown writes a backslash in a URL percent-encoded.
      expect(link.getAttribute('href')).toBe(src.replaceAll('\\', '%5C'));
    });
    // A data: image is dropped by react-markdown's URL check: only its text is left.
    const inline = render(<SafeMarkdown text={'![埋め込み](data:image/png;base64,iVBORw0KGgo=)'} />);
    expect(inline.container.querySelector('img')).toBeNull();
    expect(inline.container.textContent).toContain('埋め込み');
  });

  it('loads images from this site only; another host becomes a link', () => {
    const { container } = render(<SafeMarkdown text={'![図](/api/files/step/a.png) ![外](https://tracker.example/x.png)'} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('/api/files/step/a.png');
    expect(screen.getByRole('link', { name: '外' }).getAttribute('href')).toBe('https://tracker.example/x.png');
  });
});
