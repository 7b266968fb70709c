import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readProductName } from '../lib/product-name.ts';

/** The product mark at the top of the side menu; the name hides in the collapsed rail. */
export function SidebarBrand({ expanded }: { expanded: boolean }) {
  return (
    <Box
      sx={{
        height: 64,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2.5,
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
        flexShrink: 0,
      }}
    >
      <SchoolIcon aria-hidden />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap', opacity: expanded ? 1 : 0, transition: 'opacity 150ms' }}
      >
        {readProductName()}
      </Typography>
    </Box>
  );
}
