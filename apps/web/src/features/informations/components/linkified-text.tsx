import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { splitLinkedLines } from './linkify.ts';

/**
 * Notice text with its line breaks kept and its http(s) URLs as links. The text stays text: it is
 * split into strings and anchors, never injected as HTML, and only http(s) URLs become hrefs.
 */
export function LinkifiedText({ text }: { text: string }) {
  const lines = splitLinkedLines(text);
  return (
    <>
      {lines.map((segments, lineIndex) => (
        // Lines and segments have no identity beyond their position, and never reorder.
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {segments.map((segment, index) =>
            segment.kind === 'link' ? (
              <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
                {segment.text}
              </Link>
            ) : (
              <Fragment key={index}>{segment.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
