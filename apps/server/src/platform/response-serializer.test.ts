import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer.ts';

async function appAnswering(verify: boolean, schema: z.ZodType, value: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/', { schema: { response: { 200: schema } } }, () => value);
  await app.ready();
  return app;
}

const Item = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable(), tags: z.array(z.enum(['a', 'b'])) });

describe('the compiled response serializer', () => {
  it.each([true, false])('writes only the contract’s fields (verify %s)', async (verify) => {
    const app = await appAnswering(verify, z.array(Item), [{ id: 1, name: '佐藤 "蓮"', note: null, tags: ['a'], password_hash: 'secret' }]);
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: 1, name: '佐藤 "蓮"', note: null, tags: ['a'] }]);
    expect(response.body).not.toContain('secret');
  });

  it('in verify mode (every test) refuses a value the contract does not allow, as zod does', async () => {
    const app = await appAnswering(true, Item, { id: 'one', name: 'x', note: null, tags: [] });
    expect((await app.inject('/')).statusCode).toBe(500);
  });

  it('keeps zod for what JSON Schema cannot say the same way (a tuple of anything)', async () => {
    const schema = z.object({ changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])) });
    const app = await appAnswering(false, schema, { changes: { name: ['a', { b: 1 }] } });
    expect((await app.inject('/')).json()).toEqual({ changes: { name: ['a', { b: 1 }] } });
  });
});
