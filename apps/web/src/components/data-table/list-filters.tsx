import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumOptions, type EnumName } from '../../lib/use-enum-label.ts';
import type { ListSearchParams } from './use-list-search-params.ts';

interface SearchFilterProps<F extends string> {
  list: ListSearchParams<F>;
  name: F;
  label: string;
}

/** Free-text search kept in the URL; applied 400 ms after typing stops (or on Enter). */
export function SearchFilter<F extends string>({ list, name, label }: SearchFilterProps<F>) {
  const current = list.filters[name] ?? '';
  const [text, setText] = useState(current);
  const [seen, setSeen] = useState(current);
  // The URL changed under us (back button, a link): show its value.
  if (current !== seen) {
    setSeen(current);
    setText(current);
  }
  const { setFilter } = list;
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => setFilter(name, text.trim() || undefined), 400);
    return () => clearTimeout(timer);
  }, [text, current, name, setFilter]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setFilter(name, text.trim() || undefined);
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps<F extends string> {
  list: ListSearchParams<F>;
  name: F;
  label: string;
  options: readonly FilterOption[];
}

/** A choice filter with "すべて" (no filter) first; the value goes to the URL as text. */
export function SelectFilter<F extends string>({ list, name, label, options }: SelectFilterProps<F>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={list.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value || undefined)}
      sx={{ minWidth: { xs: 'calc(50% - 6px)', sm: 160 } }}
    >
      <MenuItem value="">{t('list.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Options of a true/false filter. */
export function booleanFilterOptions(yes: string, no: string): FilterOption[] {
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
}

/** An enumeration's values as filter options (they travel as text in the URL). */
export function useEnumFilterOptions(name: EnumName): FilterOption[] {
  return useEnumOptions(name).map((option) => ({ value: String(option.value), label: option.label }));
}

/** Records (an autocomplete's answer) as filter options by id; none while they load. */
export function idNameOptions(items: ReadonlyArray<{ id: number; name: string }> | undefined): FilterOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}
