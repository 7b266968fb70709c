import type { IdName } from '@manabiya/domain/contracts/common';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InformationBodyInput } from '@manabiya/domain/contracts/informations';
import { autocompleteQueryOptions, useAutocompleteLookup } from '../../../components/form/form-autocomplete-field.tsx';
import { useContractMessage } from '../../../lib/use-contract-message.ts';

/**
 * The target courses of a notice with the "selected courses" scope: several courses picked by name
 * from the course lookup. Ids the notice already holds show their names once the list has them.
 */
export function InformationCoursesField({ control, disabled }: { control: Control<InformationBodyInput>; disabled?: boolean }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field, fieldState } = useController({ control, name: 'course_ids' });
  const { found, lookupProps } = useAutocompleteLookup('course');
  // The first courses by name: enough to name the ids already chosen (courses are few).
  const known = useQuery(autocompleteQueryOptions('course', ''));
  const [picked, setPicked] = useState<IdName[]>([]);
  const ids = field.value ?? [];
  const nameOf = (id: number) => picked.find((course) => course.id === id)?.name ?? known.data?.find((course) => course.id === id)?.name ?? `#${id}`;
  const value = ids.map((id) => ({ id, name: nameOf(id) }));
  return (
    <Autocomplete<IdName, true>
      {...lookupProps}
      multiple
      disabled={disabled}
      filterSelectedOptions
      options={found ?? known.data ?? []}
      value={value}
      onChange={(_event, options) => {
        setPicked((previous) => [...previous.filter((course) => !options.some((option) => option.id === course.id)), ...options]);
        field.onChange(options.map((option) => option.id));
      }}
      data-testid="information-courses"
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('informations.admin.courses')}
          required
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={contractMessage(fieldState.error?.message) ?? t('informations.admin.coursesHint')}
        />
      )}
    />
  );
}
