import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import Markdown, { type Components } from 'react-markdown';
import rehypeHighlight, { type Options as HighlightOptions } from 'rehype-highlight';
import remarkGfm from 'remark-gfm';

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Raw HTML in the text becomes plain text: staff and students write Markdown, and a `<script>` or an
 * `<img onerror>` must show as the characters typed, never as an element (no rehype-raw).
 */
function showHtmlAsText() {
  const visit = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return (tree: MarkdownNode) => visit(tree);
}

/** The languages teaching texts and questions use; others show as plain code (a smaller bundle than highlight.js's common set). */
const HIGHLIGHT: HighlightOptions = {
  languages: { bash, css, diff, javascript, json, plaintext, python, ruby, sql, typescript, xml, yaml },
  aliases: { bash: ['sh', 'shell', 'console'], javascript: ['js', 'jsx'], typescript: ['ts', 'tsx'], xml: ['html'], yaml: ['yml'], ruby: ['rb'], python: ['py'] },
  detect: false,
  plainText: ['text', 'txt'],
};

/**
 * Where an image may load from: the app's own attachments (a room's files for each portal, uploads
 * by name such as a step's attachments). An image is a GET the reader's browser sends with their
 * session, so a Markdown image pointing at any other path of this site (an API call, issue 21)
 * must not load, nor may one load a stranger's server (https: and the rest show as a link).
 */
const IMAGE_ENDPOINTS = [roomEndpoints.adminFile, roomEndpoints.studentFile, roomEndpoints.companyFile, fileEndpoints.read];

/**
 * An endpoint's path as a pattern of the exact URL: each `:param` one plain segment (letters,
 * digits, `_`, `-`, at most one extension), so no `..`, `%2e`, backslash, query or fragment can
 * make the browser resolve the URL to another route.
 */
const PARAMETER = /:[A-Za-z_]\w*/;
const PLAIN_SEGMENT = '[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9]+)?';
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
const exactPathOf = (path: string) => new RegExp(`^${path.split(PARAMETER).map(escapeRegExp).join(PLAIN_SEGMENT)}$`);
const IMAGE_PATHS = IMAGE_ENDPOINTS.map((endpoint) => exactPathOf(endpoint.path));

/** Whether an image's `src` is one of the app's own attachment URLs. */
export const isAttachmentImage = (src: unknown): src is string => typeof src === 'string' && IMAGE_PATHS.some((pattern) => pattern.test(src));

const COMPONENTS: Components = {
  // A code block scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  // Links leave the app in a new tab, without giving the new page a handle on this one.
  // Underlined, so a link in a paragraph is told from the text by more than its colour; a link
  // whose URL react-markdown dropped (javascript: and the like) stays as its text.
  a: ({ href, children }) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
        {children}
      </Link>
    ) : (
      <span>{children}</span>
    ),
  // Any other image is a link the reader may choose to follow (a URL react-markdown dropped, such as data:, is its text only).
  img: ({ src, alt }) =>
    isAttachmentImage(src) ? (
      <img src={src} alt={alt ?? ''} loading="lazy" />
    ) : typeof src === 'string' && src !== '' ? (
      <Link href={src} target="_blank" rel="noopener noreferrer" underline="always">
        {alt || src}
      </Link>
    ) : (
      <span>{alt ?? ''}</span>
    ),
};

/** Markdown written by staff or students: GitHub-flavoured, code highlighted, never raw HTML; unsafe URLs are dropped by react-markdown. */
export function SafeMarkdown({ text }: { text: string }) {
  return (
    <Box
      data-testid="safe-markdown"
      sx={{
        lineHeight: 1.8,
        wordBreak: 'break-word',
        '& h1, & h2, & h3, & h4': { lineHeight: 1.4, mt: 3, mb: 1 },
        '& h1': { fontSize: '1.5rem' },
        '& h2': { fontSize: '1.3rem' },
        '& h3': { fontSize: '1.1rem' },
        '& h4': { fontSize: '1rem' },
        '& > :first-of-type': { mt: 0 },
        '& p, & ul, & ol': { my: 1.5 },
        '& img': { maxWidth: '100%' },
        '& :not(pre) > code': { px: 0.5, py: 0.25, bgcolor: 'action.hover', borderRadius: 0.5, fontSize: '0.875em' },
        '& pre': { overflowX: 'auto', p: 2, bgcolor: '#f6f8fa', color: '#1f2328', borderRadius: 1, fontSize: '0.875rem', lineHeight: 1.6 },
        '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', my: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left' },
        '& th': { bgcolor: 'action.hover' },
        '& input[type=checkbox]': { mr: 0.5 },
        // A light theme after GitHub's, with enough contrast on the light code background.
        '& .hljs-comment, & .hljs-quote': { color: '#57606a', fontStyle: 'italic' },
        '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in, & .hljs-meta .hljs-keyword': { color: '#cf222e' },
        '& .hljs-string, & .hljs-regexp, & .hljs-addition': { color: '#0a3069' },
        '& .hljs-number, & .hljs-literal, & .hljs-variable, & .hljs-template-variable, & .hljs-attr, & .hljs-attribute': { color: '#0550ae' },
        '& .hljs-title, & .hljs-section, & .hljs-name, & .hljs-selector-id, & .hljs-selector-class': { color: '#6639ba' },
        '& .hljs-tag, & .hljs-meta': { color: '#116329' },
        '& .hljs-deletion': { color: '#82071e', bgcolor: '#ffebe9' },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm, showHtmlAsText]} rehypePlugins={[[rehypeHighlight, HIGHLIGHT]]} components={COMPONENTS}>
        {text}
      </Markdown>
    </Box>
  );
}
