import type { IdName } from '@manabiya/domain/contracts/common';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAutocompleteLookup, type AutocompleteSource } from '../form/form-autocomplete-field.tsx';
import type { ListSearchParams } from './use-list-search-params.ts';

interface LookupFilterProps<F extends string> {
  list: ListSearchParams<F>;
  name: F;
  label: string;
  source: AutocompleteSource;
  /** The name of the filtered record when the page knows it (from its rows). */
  knownName?: string;
}

/** A filter picked by typing part of a name (the server's lookup); the id goes to the URL. */
export function LookupFilter<F extends string>({ list, name, label, source, knownName }: LookupFilterProps<F>) {
  const [selected, setSelected] = useState<IdName | null>(null);
  const { found, lookupProps } = useAutocompleteLookup(source);
  const id = list.filters[name] ? Number(list.filters[name]) : null;
  const value = id === null ? null : selected?.id === id ? selected : { id, name: knownName ?? `#${id}` };
  return (
    <Autocomplete<IdName>
      {...lookupProps}
      size="small"
      options={found ?? (value ? [value] : [])}
      value={value}
      onChange={(_event, option) => {
        setSelected(option);
        list.setFilter(name, option ? String(option.id) : undefined);
      }}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
