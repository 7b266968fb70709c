import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The ORDER BY of a sorted list: the chosen column in the chosen direction, then the id in the same
 * direction, so rows that tie on the column keep one order and pages never repeat or skip a row.
 */
export function orderByColumn(column: AnyColumn | SQLWrapper, order: 'asc' | 'desc', tieBreaker: AnyColumn): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return column === tieBreaker ? [direction(column)] : [direction(column), direction(tieBreaker)];
}
