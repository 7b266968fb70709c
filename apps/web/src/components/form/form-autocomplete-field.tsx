import type { IdName } from '@manabiya/domain/contracts/common';
import { autocompleteEndpoints, type AutocompleteName } from '@manabiya/domain/endpoints/autocomplete';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';
import { useContractMessage } from '../../lib/use-contract-message.ts';

/** A lookup of `/api/admin/autocomplete/{name}`: the names are the keys of `autocompleteEndpoints`, listed once in the domain. */
export type AutocompleteSource = AutocompleteName;

export function autocompleteQueryOptions(source: AutocompleteSource, q: string) {
  return {
    queryKey: ['autocomplete', source, q] as const,
    queryFn: () => callApi(autocompleteEndpoints[source], { query: { q } }),
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

/**
 * The server lookup behind an id picker: it searches (debounced) only while the list is open, and
 * the returned props make an Autocomplete of `{ id, name }` options show the server's order as is.
 */
export function useAutocompleteLookup(source: AutocompleteSource) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(input, 250);
  const { data, isFetching } = useQuery({ ...autocompleteQueryOptions(source, q), enabled: open, placeholderData: keepPreviousData });
  return {
    found: data,
    lookupProps: {
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      loading: isFetching,
      filterOptions: (candidates: IdName[]) => candidates,
      getOptionLabel: (option: IdName) => option.name,
      isOptionEqualToValue: (option: IdName, current: IdName) => option.id === current.id,
      onInputChange: (_event: unknown, text: string, reason: string) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      },
      noOptionsText: t('form.noOptions'),
      loadingText: t('form.loading'),
    },
  };
}

export interface FormAutocompleteFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The field holds the picked id (number) or null. */
  name: FieldPath<T>;
  label: string;
  source: AutocompleteSource;
  /** The name of the id the field starts with, so an existing record shows its label before any search. */
  initialLabel?: string | null;
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
  initialLabel,
  required,
  disabled,
  helperText,
}: FormAutocompleteFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const contractMessage = useContractMessage();
  const [selected, setSelected] = useState<IdName | null>(() =>
    initialLabel !== undefined && typeof field.value === 'number' ? { id: field.value, name: initialLabel ?? '' } : null,
  );
  const { found, lookupProps } = useAutocompleteLookup(source);
  const id = field.value as number | null | undefined;
  const value = id === null || id === undefined ? null : selected?.id === id ? selected : { id, name: String(id) };
  return (
    <Autocomplete<IdName>
      {...lookupProps}
      disabled={disabled}
      options={found ?? (value ? [value] : [])}
      value={value}
      onChange={(_event, option) => {
        setSelected(option);
        field.onChange(option ? option.id : null);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={contractMessage(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
