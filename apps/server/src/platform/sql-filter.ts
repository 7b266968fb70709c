import { eq, type Column, type GetColumnData, type SQL } from 'drizzle-orm';

/**
 * A list filter the caller may leave out: the column equals `value` when one is given, and no
 * condition at all (every row) when it is not. `and(...)` drops the undefined conditions.
 */
export function equalsWhenGiven<TColumn extends Column>(column: TColumn, value: GetColumnData<TColumn, 'raw'> | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
