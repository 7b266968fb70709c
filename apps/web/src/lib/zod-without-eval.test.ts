import { describe, expect, it } from 'vitest';
import { configureZodWithoutEval } from './zod-without-eval.ts';

describe('zod without eval', () => {
  it('is the setting zod reads, whether zod loads after it or before', async () => {
    configureZodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const evalCalls: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        evalCalls.push(args.join(','));
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args: string[]) {
        evalCalls.push(args.join(','));
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      expect(schema.parse({ name: 'a', age: 1 })).toEqual({ name: 'a', age: 1 });
    } finally {
      globalThis.Function = original;
    }
    expect(evalCalls).toEqual([]);
  });
});
