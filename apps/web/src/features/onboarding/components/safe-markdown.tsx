import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Markdown, { type Components } from 'react-markdown';

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Raw HTML in the text becomes plain text: staff write Markdown, and a `<script>` or an
 * `<img onerror>` must show as the characters typed, never as an element (no rehype-raw).
 */
function showHtmlAsText() {
  const visit = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return (tree: MarkdownNode) => visit(tree);
}

const COMPONENTS: Components = {
  // Links leave the app in a new tab, without giving the new page a handle on this one.
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
};

/** Staff-written Markdown, rendered without raw HTML; unsafe URLs are dropped by react-markdown. */
export function SafeMarkdown({ text }: { text: string }) {
  return (
    <Box
      data-testid="safe-markdown"
      sx={{
        lineHeight: 1.8,
        wordBreak: 'break-word',
        '& h1, & h2, & h3': { lineHeight: 1.4, mt: 3, mb: 1 },
        '& h1': { fontSize: '1.5rem' },
        '& h2': { fontSize: '1.3rem' },
        '& h3': { fontSize: '1.1rem' },
        '& > :first-of-type': { mt: 0 },
        '& p, & ul, & ol': { my: 1.5 },
        '& img': { maxWidth: '100%' },
        '& pre': { overflowX: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1 },
        '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
      }}
    >
      <Markdown remarkPlugins={[showHtmlAsText]} components={COMPONENTS}>
        {text}
      </Markdown>
    </Box>
  );
}
