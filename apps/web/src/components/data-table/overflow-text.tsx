import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface OverflowTextProps {
  text: string;
  /** The grid cell holding it has keyboard focus: show the full text then too. */
  focused?: boolean;
  children?: ReactNode;
}

/**
 * One line of text cut with "…" where it does not fit; when it is cut, the full text shows as a
 * tooltip on hover and while its cell has keyboard focus (the text itself stays in the DOM for
 * screen readers).
 */
export function OverflowText({ text, focused = false, children }: OverflowTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && (hovered || focused)) setCut(element.scrollWidth > element.clientWidth + 1);
  }, [hovered, focused, text]);
  return (
    <Tooltip title={text} open={cut && (hovered || focused)} disableInteractive describeChild placement="bottom-start">
      <Box
        component="span"
        ref={ref}
        data-full-text={text}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        sx={{ display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {children ?? text}
      </Box>
    </Tooltip>
  );
}
