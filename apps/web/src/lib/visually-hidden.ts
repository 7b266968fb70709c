/** The `sx` of text for screen readers only (a live announcement, the meaning of a dot or an icon). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In px: a bare 1 in sx is 100 %.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
