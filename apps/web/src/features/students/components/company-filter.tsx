import type { IdName } from '@manabiya/domain/contracts/common';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autocompleteQueryOptions } from '../../../components/form/form-autocomplete-field.tsx';
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
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<IdName | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(input), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useQuery({ ...autocompleteQueryOptions('company', q), enabled: open, placeholderData: keepPreviousData });
  const id = list.filters[name] ? Number(list.filters[name]) : null;
  const value = id === null ? null : selected?.id === id ? selected : { id, name: knownName ?? String(id) };
  return (
    <Autocomplete<IdName>
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={data ?? (value ? [value] : [])}
      value={value}
      loading={isFetching}
      filterOptions={(candidates) => candidates}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, option) => {
        setSelected(option);
        list.setFilter(name, option ? String(option.id) : undefined);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      noOptionsText={t('form.noOptions')}
      loadingText={t('form.loading')}
      sx={{ minWidth: { xs: '100%', sm: 220 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
