import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * An address inside the portal that names no page: said in the page, under the header and beside
 * the menu, at the address the user typed (so it can be corrected or reported as it was).
 */
export function PortalNotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" data-testid="not-found" sx={{ maxWidth: 560, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
      <SearchOffIcon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      {/* The header's page title already says the page was not found. */}
      <Typography sx={{ mb: 3 }}>
        {t('publicPages.notFound')}
      </Typography>
      <Button component={RouterLink} to={homePath} variant="contained">
        {t('common.goHome')}
      </Button>
    </Paper>
  );
}
