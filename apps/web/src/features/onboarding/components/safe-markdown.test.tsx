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
});
