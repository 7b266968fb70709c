import { Fragment } from 'react';

/**
 * Shows server text with its line breaks as <br> elements. Splitting keeps the text as text:
 * injecting it as HTML would run whatever markup a message carries.
 */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        // Lines have no identity beyond their position, and the list never reorders.
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
