import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { orientationQuery, useCompleteOnboarding } from '../api/onboarding-api.ts';
import type { OnboardingStepProps } from './onboarding-step-props.ts';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';

/** Step 3: the orientation text staff keep as Markdown; "start learning" finishes the flow. */
export function OrientationStep({ onDone, onBack }: OnboardingStepProps) {
  const { t } = useTranslation();
  const orientation = useQuery(orientationQuery());
  const complete = useCompleteOnboarding();

  return (
    <Box>
      {orientation.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
      {orientation.error && <ErrorMessage error={orientation.error} />}
      {orientation.data && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, maxHeight: { md: '55vh' }, overflowY: { md: 'auto' } }} tabIndex={0} role="region" aria-label={t('onboarding.orientation.title')}>
          <SafeMarkdown text={orientation.data.body_markdown} />
        </Box>
      )}
      {complete.error && <ErrorMessage error={complete.error} sx={{ mt: 2 }} />}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'space-between', gap: 2, mt: 3 }}>
        {onBack ? <Button onClick={onBack}>{t('onboarding.back')}</Button> : <span />}
        {/* Shown once the text is there: the student starts after reading it. */}
        {orientation.data && (
          <Button variant="contained" size="large" loading={complete.isPending} onClick={() => complete.mutate(undefined, { onSuccess: onDone })}>
            {t('onboarding.orientation.start')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
