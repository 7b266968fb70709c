import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What a student sees before finishing initial input, full width without the side menu. The
 * onboarding issue replaces the note with the registration steps.
 */
export function StudentStartFlow({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  return (
    <Paper elevation={0} variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
        <RocketLaunchIcon aria-hidden />
      </Box>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {t('start.welcome', { name: user.name })}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {t('start.onboardingTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('start.onboardingLead')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="start-flow-note">
        {t('start.onboardingNext')}
      </Typography>
    </Paper>
  );
}
