/** A method written with its service's context as the first parameter, as the service offers it: without. */
export type WithoutContext<Method> = Method extends (context: never, ...args: infer Args) => infer Result ? (...args: Args) => Result : never;

/**
 * A service written as named functions that each take the service's context first (so a reader and
 * a tool find every method by its name, in the file of its sub-responsibility), handed out as one
 * object with that context bound: `serviceOf(context, { list, claim })` offers `list(caller, query)`
 * and `claim(caller, id)`.
 */
export function serviceOf<Context, Methods extends Record<string, (context: Context, ...args: never[]) => unknown>>(
  context: Context,
  methods: Methods,
): { [Name in keyof Methods]: WithoutContext<Methods[Name]> } {
  const bound = Object.entries(methods).map(([name, method]) => [name, (...args: never[]) => method(context, ...args)]);
  return Object.fromEntries(bound) as { [Name in keyof Methods]: WithoutContext<Methods[Name]> };
}
