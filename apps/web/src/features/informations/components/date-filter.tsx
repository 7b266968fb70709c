import TextField from '@mui/material/TextField';
import type { ListSearchParams } from '../../../components/data-table/use-list-search-params.ts';

interface DateFilterProps<F extends string> {
  list: ListSearchParams<F>;
  name: F;
  label: string;
}

/** A `YYYY-MM-DD` list filter as the browser's date input, kept in the URL. */
export function DateFilter<F extends string>({ list, name, label }: DateFilterProps<F>) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={list.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value || undefined)}
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
