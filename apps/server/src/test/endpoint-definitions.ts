import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';

const ENDPOINTS_DIR = path.resolve(import.meta.dirname, '../../../../packages/domain/src/endpoints');

/** Every endpoint definition in the domain package (each file exports groups of definitions, some nested by portal). */
export async function loadEndpointDefinitions(): Promise<EndpointDefinition[]> {
  const files = fs.readdirSync(ENDPOINTS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(path.join(ENDPOINTS_DIR, file)).href) as Promise<Record<string, unknown>>));
  const found = new Set<EndpointDefinition>();
  const walk = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > 3) return;
    if ('method' in value && 'path' in value && 'response' in value) found.add(value as EndpointDefinition);
    else for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  for (const module of modules) walk(module, 0);
  return [...found];
}
