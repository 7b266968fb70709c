import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from '@fastify/type-provider-zod';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** The zod schema of a route's response (a bare schema, or one wrapped as `{ properties }` by a plugin). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | undefined)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : undefined;
}

/**
 * Responses serialised by their zod schema compiled once per route (decision 030): the schema is
 * turned into JSON Schema at start-up and fast-json-stringify writes each response from it, instead
 * of zod walking every value and JSON.stringify walking it again. Like zod, it writes only the
 * schema's properties, so a field the contract does not name never leaves the server.
 *
 * A schema JSON Schema cannot express (a transform, a date) keeps zod's serializer. With `verify`
 * (every environment but production, so every test) both run and must agree, and zod still checks
 * the value against the contract: a handler returning the wrong shape fails loudly in tests.
 */
export function createResponseSerializerCompiler({ verify }: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = zodSchemaOf(route.schema);
    const compiled = schema && compile(schema);
    if (!compiled) return zodSerializer;
    if (!verify) return compiled;
    return (data) => {
      const checked = zodSerializer(data);
      const fast = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(checked))) {
        throw new Error(`${route.method} ${route.url}: the compiled response serializer and zod disagree:\n${fast.slice(0, 500)}\n${checked.slice(0, 500)}`);
      }
      return fast;
    };
  };
}

/**
 * Whether fast-json-stringify writes this JSON Schema as zod would: not an "anything" schema (`{}`,
 * from z.unknown) nor a tuple, which it checks or writes differently.
 */
function writesAsZodWould(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(writesAsZodWould);
  if (typeof node !== 'object' || node === null) return true;
  const entries = Object.entries(node);
  if (entries.length === 0) return false;
  if (Array.isArray((node as { items?: unknown }).items) || 'prefixItems' in node) return false;
  return entries.every(([key, value]) => key === 'enum' || key === 'const' || key === 'required' || writesAsZodWould(value));
}

function compile(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    if (!writesAsZodWould(jsonSchema)) return undefined;
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}
