import type { IdName } from '@manabiya/domain/contracts/common';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../lib/api-client.ts';

/** The lookups of `/api/admin/autocomplete/{name}` (issue 3). */
export type AutocompleteSource = 'admin' | 'company_user' | 'teacher' | 'company' | 'sales' | 'cs' | 'student' | 'prefecture' | 'role';

export function autocompleteQueryOptions(source: AutocompleteSource, q: string) {
  return {
    queryKey: ['autocomplete', source, q] as const,
    queryFn: () => getApi<IdName[]>(`/admin/autocomplete/${source}?q=${encodeURIComponent(q)}`),
    staleTime: 60_000,
  };
}

function useDebounced<V>(value: V, delayMs: number): V {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface FormAutocompleteFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The field holds the picked id (number) or null. */
  name: FieldPath<T>;
  label: string;
  source: AutocompleteSource;
  /** The current value's name, so an existing record shows its label before any search. */
  initialOption?: IdName | null;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** Picks an id by typing part of a name; options come from the server's autocomplete (at most 20). */
export function FormAutocompleteField<T extends FieldValues>({
  control,
  name,
  label,
  source,
  initialOption = null,
  required,
  disabled,
  helperText,
}: FormAutocompleteFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<IdName | null>(initialOption);
  const [open, setOpen] = useState(false);
  const q = useDebounced(input, 250);
  const { data, isFetching } = useQuery({ ...autocompleteQueryOptions(source, q), enabled: open, placeholderData: keepPreviousData });
  const id = field.value as number | null | undefined;
  const value = id === null || id === undefined ? null : selected?.id === id ? selected : { id, name: String(id) };
  const options = data ?? (value ? [value] : []);
  return (
    <Autocomplete<IdName>
      open={open}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      loading={isFetching}
      filterOptions={(candidates) => candidates}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, option) => {
        setSelected(option);
        field.onChange(option ? option.id : null);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      noOptionsText={t('form.noOptions')}
      loadingText={t('form.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
