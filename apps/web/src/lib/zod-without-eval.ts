/**
 * The Content-Security-Policy allows no eval. Told so before the first schema is built (in the
 * portal chunks), zod does not probe `new Function` for its compiled parsers, a refusal the browser
 * reports as an issue (Lighthouse's best practices count it). zod keeps its settings in this global
 * so that every copy of it shares them (`z.config()` returns the same object); setting it here keeps
 * zod itself out of the login page's JavaScript, which `z.config` would bring in.
 */
export function configureZodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
