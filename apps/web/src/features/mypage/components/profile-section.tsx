import { UpdateMypageBody, type MypageProfile } from '@manabiya/domain/contracts/mypage';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { useUpdateMypageProfile } from '../api/mypage-api.ts';
import { StudentProfileFields, profileResolver, toProfileFormValues, type StudentProfileFormValues } from '../../../components/form/student-profile-fields.tsx';

function ProfileFacts({ profile }: { profile: MypageProfile }) {
  const { t } = useTranslation();
  const formatDay = useDateFormat().date;
  const notSet = t('mypage.notSet');
  const genderLabel = useEnumLabel('gender');
  const facts: Array<[string, string]> = [
    [t('mypage.fields.name'), profile.name],
    [t('mypage.fields.nameKana'), profile.name_kana ?? notSet],
    [t('mypage.fields.email'), profile.email],
    [t('mypage.fields.birthday'), formatDay(profile.birthday) || notSet],
    [t('mypage.fields.gender'), genderLabel(profile.gender) || notSet],
    [t('mypage.fields.prefecture'), profile.prefecture_name ?? notSet],
    [t('mypage.fields.company'), profile.company_name],
  ];
  return <FactList variant="profile" facts={facts} data-testid="mypage-profile" />;
}

export function ProfileForm({ profile, onClose }: { profile: MypageProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const form = useForm<StudentProfileFormValues, unknown, UpdateMypageBody>({
    resolver: profileResolver(UpdateMypageBody),
    defaultValues: toProfileFormValues(profile),
  });
  const serverErrors = useServerFieldErrors(form);
  const save = useUpdateMypageProfile();

  const submit = form.handleSubmit(async (body) => {
    serverErrors.clear();
    try {
      await save.mutateAsync(body);
      showSnackbar(t('mypage.profile.saved'));
      onClose();
    } catch (error) {
      serverErrors.apply(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('mypage.profile.editTitle')}>
      {serverErrors.error !== null && <ErrorMessage error={serverErrors.error} sx={{ mb: 2 }} />}
      <StudentProfileFields control={form.control} required={false} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('form.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** My Page's profile: the facts, and the same place turned into a form to edit them. */
export function ProfileSection({ profile }: { profile: MypageProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Box component="section" aria-labelledby="mypage-profile-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id="mypage-profile-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {editing ? t('mypage.profile.editTitle') : t('mypage.profile.title')}
        </Typography>
        {!editing && (
          <Button startIcon={<EditIcon />} variant="outlined" onClick={() => setEditing(true)}>
            {t('mypage.profile.edit')}
          </Button>
        )}
      </Box>
      {editing ? <ProfileForm profile={profile} onClose={() => setEditing(false)} /> : <ProfileFacts profile={profile} />}
    </Box>
  );
}
