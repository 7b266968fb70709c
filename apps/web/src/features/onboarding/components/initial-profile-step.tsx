import { OnboardingProfileBody } from '@manabiya/domain/contracts/onboarding';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import {
  StudentProfileFields,
  profileResolver,
  toProfileFormValues,
  type StudentProfileFormValues,
} from '../../../components/form/student-profile-fields.tsx';
import { useSaveOnboardingProfile } from '../api/onboarding-api.ts';
import type { OnboardingStepProps } from './onboarding-step-props.ts';

const EMPTY = { name: '', name_kana: null, birthday: null, gender: null, prefecture_id: null };

/** Step 1: the initial profile, every field required. */
export function InitialProfileStep({ onDone }: OnboardingStepProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const form = useForm<StudentProfileFormValues, unknown, OnboardingProfileBody>({
    resolver: profileResolver(OnboardingProfileBody),
    defaultValues: toProfileFormValues(user ?? EMPTY),
  });
  const serverErrors = useServerFieldErrors(form);
  const save = useSaveOnboardingProfile();

  const submit = form.handleSubmit(async (body) => {
    serverErrors.clear();
    try {
      const state = await save.mutateAsync(body);
      onDone(state);
    } catch (error) {
      serverErrors.apply(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="initial-profile-title">
      <Typography id="initial-profile-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('onboarding.profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('onboarding.profile.lead')}
      </Typography>
      {serverErrors.error !== null && <ErrorMessage error={serverErrors.error} sx={{ mb: 2 }} />}
      <StudentProfileFields control={form.control} required />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" loading={save.isPending} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {t('onboarding.profile.submit')}
        </Button>
      </Box>
    </Box>
  );
}
