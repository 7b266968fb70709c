import { GENDER } from '@manabiya/domain/enums/student';
import { PREFECTURE_ROWS } from '@manabiya/domain/enums/prefectures';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { ZodType } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, type Control, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

/** What the profile forms (My Page and the start flow's step 1) hold while editing. */
export interface StudentProfileFormValues {
  name: string;
  name_kana: string | null;
  birthday: string | null;
  gender: number | null;
  prefecture_id: number | null;
}

export function toProfileFormValues(profile: {
  name: string;
  name_kana: string | null;
  birthday: string | null;
  gender: number | null;
  prefecture_id: number | null;
}): StudentProfileFormValues {
  return {
    name: profile.name,
    name_kana: profile.name_kana,
    birthday: profile.birthday,
    gender: profile.gender,
    prefecture_id: profile.prefecture_id,
  };
}

/** The contract's schema as the form's resolver: the same rules the server applies. */
export function profileResolver<O extends FieldValues>(schema: ZodType<O>): Resolver<StudentProfileFormValues, unknown, O> {
  // The form holds nulls for empty pickers; the schema decides whether they are allowed.
  return zodResolver(schema as never) as unknown as Resolver<StudentProfileFormValues, unknown, O>;
}

const GENDER_KEYS = Object.keys(GENDER) as Array<keyof typeof GENDER>;

function DateInput({ control, label, required }: { control: Control<StudentProfileFormValues>; label: string; required: boolean }) {
  const { field, fieldState } = useController({ control, name: 'birthday' });
  return (
    <TextField
      fullWidth
      type="date"
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '2100-12-31', min: '1900-01-01' } }}
    />
  );
}

/** Name, kana, birthday, gender and prefecture: the fields a student keeps about themselves. */
export function StudentProfileFields({ control, required }: { control: Control<StudentProfileFormValues>; required: boolean }) {
  const { t } = useTranslation();
  const genderOptions = GENDER_KEYS.map((key) => ({ value: GENDER[key], label: t(`mypage.genders.${key}`) }));
  const prefectureOptions = PREFECTURE_ROWS.map((row) => ({ value: row.id, label: row.name }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label={t('mypage.fields.name')} required autoComplete="name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name_kana" label={t('mypage.fields.nameKana')} required={required} helperText={t('mypage.kanaHint')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateInput control={control} label={t('mypage.fields.birthday')} required={required} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="gender"
          label={t('mypage.fields.gender')}
          required={required}
          options={genderOptions}
          emptyLabel={required ? undefined : t('mypage.notSet')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField
          control={control}
          name="prefecture_id"
          label={t('mypage.fields.prefecture')}
          required={required}
          options={prefectureOptions}
          emptyLabel={required ? undefined : t('mypage.notSet')}
        />
      </Grid>
    </Grid>
  );
}
