import type { Area } from '@manabiya/domain/enums/account-type';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockResetIcon from '@mui/icons-material/LockReset';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PublicPageLayout } from '../components/public-page-layout.tsx';
import { authQueryKeys, checkResetToken } from '../features/auth/api/auth-api.ts';
import { NewPasswordForm } from '../features/auth/components/new-password-form.tsx';
import { loginPathOf, resetRequestPathOf } from '../lib/portal-paths.ts';
import { useLoadingOverlay } from '../lib/loading-overlay-context.ts';

/** The page the reset mail links to: check the token, set the password, then back to login. */
export default function ResetPasswordPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: authQueryKeys.resetToken(area, token),
    queryFn: () => checkResetToken(area, token),
    enabled: token !== '' && !done,
    retry: false,
    staleTime: Infinity,
  });
  useLoadingOverlay(check.isLoading);

  if (done) {
    return (
      <PublicPageLayout title={t('auth.reset.doneTitle')} icon={<TaskAltIcon />}>
        <Stack spacing={3}>
          <Typography>{t('auth.reset.done')}</Typography>
          <Button component={RouterLink} to={loginPathOf(area)} variant="contained" size="large" fullWidth>
            {t('auth.login')}
          </Button>
        </Stack>
      </PublicPageLayout>
    );
  }

  // A 400 means the token is unknown, used or expired. Our own wording covers every case and the
  // language switch; anything else (a 5xx) also leaves the link unusable for now.
  if (token === '' || check.isError) {
    return <InvalidLink area={area} />;
  }

  if (!check.data) {
    return (
      <PublicPageLayout title={t('auth.reset.title')} icon={<LockResetIcon />}>
        <Typography color="text.secondary">{t('auth.reset.checking')}</Typography>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout title={t('auth.reset.title')} icon={<LockResetIcon />}>
      <NewPasswordForm area={area} token={token} email={check.data.email} onDone={() => setDone(true)} />
    </PublicPageLayout>
  );
}

function InvalidLink({ area }: { area: Area }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('auth.reset.invalidTitle')} icon={<LinkOffIcon />}>
      <Stack spacing={3}>
        <Typography data-testid="reset-link-invalid">{t('auth.reset.invalidLink')}</Typography>
        <Button component={RouterLink} to={resetRequestPathOf(area)} variant="contained" size="large" fullWidth>
          {t('auth.reset.requestAgain')}
        </Button>
        <Link component={RouterLink} to={loginPathOf(area)} sx={{ alignSelf: 'center' }}>
          {t('common.backToLogin')}
        </Link>
      </Stack>
    </PublicPageLayout>
  );
}
