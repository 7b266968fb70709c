/** A row as JSON carries it: every Date field becomes its ISO 8601 text. */
export type WithIsoDates<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] };

/**
 * The one place rows' dates are serialised for the API (ISO 8601 with offset, DESIGN §3): presenters
 * map a row through it instead of calling toISOString field by field.
 */
export function withIsoDates<Row extends object>(row: Row): WithIsoDates<Row> {
  const entries = Object.entries(row).map(([key, value]: [string, unknown]) => [key, value instanceof Date ? value.toISOString() : value]);
  return Object.fromEntries(entries) as WithIsoDates<Row>;
}
