import type { IdName } from '@manabiya/domain/contracts/common';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAutocompleteLookup } from '../../../components/form/form-autocomplete-field.tsx';
import type { ListSearchParams } from '../../../components/data-table/use-list-search-params.ts';

interface CompanyFilterProps<F extends string> {
  list: ListSearchParams<F>;
  name: F;
  label: string;
  /** The name of the filtered company when the page knows it (from its rows). */
  knownName?: string;
}

/** A company filter as an autocomplete of `/api/admin/autocomplete/company`; the id goes to the URL. */
export function CompanyFilter<F extends string>({ list, name, label, knownName }: CompanyFilterProps<F>) {
  const [selected, setSelected] = useState<IdName | null>(null);
  const { found, lookupProps } = useAutocompleteLookup('company');
  const id = list.filters[name] ? Number(list.filters[name]) : null;
  const value = id === null ? null : selected?.id === id ? selected : { id, name: knownName ?? String(id) };
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
      sx={{ minWidth: { xs: '100%', sm: 220 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
