import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TitledSectionProps = Omit<BoxProps, 'title' | 'component'> & {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** A line under the heading saying what the section is for. */
  lead?: ReactNode;
};

/** A section of a settings page (My Page): an h2 heading, an optional lead, then its content. */
export function TitledSection({ titleId, title, lead, children, ...props }: TitledSectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId} {...props}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: lead === undefined ? 2 : 0 }}>
        {title}
      </Typography>
      {lead !== undefined && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
