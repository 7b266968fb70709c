import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { mypageProfileQuery } from '../../../features/mypage/api/mypage-api.ts';
import { IconSection } from '../../../features/mypage/components/icon-section.tsx';
import { PasswordSection } from '../../../features/mypage/components/password-section.tsx';
import { ProfileSection } from '../../../features/mypage/components/profile-section.tsx';
import { WebPushCard } from '../../../features/webpush/components/web-push-card.tsx';

const CARD = { p: { xs: 2, sm: 3 }, borderRadius: 3 } as const;

/** /student/mypage: the student's own icon, profile, password and push notifications. */
export default function StudentMypagePage() {
  const { t } = useTranslation();
  const profile = useQuery(mypageProfileQuery());
  if (profile.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (profile.error) return <ErrorMessage error={profile.error} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <Paper variant="outlined" sx={CARD}>
        <IconSection profile={profile.data} />
      </Paper>
      <Paper variant="outlined" sx={CARD}>
        <ProfileSection profile={profile.data} />
      </Paper>
      <Paper variant="outlined" sx={CARD}>
        <PasswordSection />
      </Paper>
      <Paper variant="outlined" sx={CARD}>
        <WebPushCard />
      </Paper>
    </Box>
  );
}
