import { PREFECTURE_ROWS } from '@manabiya/domain/enums/prefectures';
import Grid from '@mui/material/Grid';
import type { ZodType } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../lib/use-enum-label.ts';
import { FormDateField } from './form-date-field.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { FormTextField } from './form-text-field.tsx';

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

/** Name, kana, birthday, gender and prefecture: the fields a student keeps about themselves. */
export function StudentProfileFields({ control, required }: { control: Control<StudentProfileFormValues>; required: boolean }) {
  const { t } = useTranslation();
  const genderOptions = useEnumOptions('gender');
  const prefectureOptions = PREFECTURE_ROWS.map((row) => ({ value: row.id, label: row.name }));
  // A picker that may stay empty offers "not set" as its first choice.
  const picker = { control, required, emptyLabel: required ? undefined : t('mypage.notSet') };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label={t('mypage.fields.name')} required autoComplete="name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name_kana" label={t('mypage.fields.nameKana')} required={required} helperText={t('mypage.kanaHint')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormDateField control={control} name="birthday" label={t('mypage.fields.birthday')} required={required} min="1900-01-01" max="2100-12-31" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField {...picker} name="gender" label={t('mypage.fields.gender')} options={genderOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField {...picker} name="prefecture_id" label={t('mypage.fields.prefecture')} options={prefectureOptions} />
      </Grid>
    </Grid>
  );
}
