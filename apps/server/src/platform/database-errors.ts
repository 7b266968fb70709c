/**
 * The SQLSTATE of a failed query, whichever driver raised it: node-postgres and PGlite put `code` on
 * the error, and Drizzle wraps it in an error whose `cause` is the driver's.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (two requests raced past the duplicate check). */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/** A foreign key refused the write (a referenced row is missing, or rows still reference this one). */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === '23503';

/** A check constraint refused the values. */
export const isCheckViolation = (error: unknown) => sqlStateOf(error) === '23514';

/**
 * A value the column cannot hold (class 22: out of range, NUL in text, bad date). The contracts refuse
 * these first (decision 016); this keeps a gap in a contract a 400, not a 500.
 */
export const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') === true;
