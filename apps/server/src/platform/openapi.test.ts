import { TOTAL_COUNT_HEADER, type EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEndpointDefinitions } from '../test/endpoint-definitions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, { type?: string; format?: string; items?: { format?: string } }> } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, { schema?: { type?: string } }> }>;
}

let ENDPOINTS: EndpointDefinition[];
let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  ENDPOINTS = await loadEndpointDefinitions();
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

function operationOf(endpoint: EndpointDefinition): Operation | undefined {
  return document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
}

describe('the OpenAPI document', () => {
  it('has every endpoint definition, each with its request body and its success response schema', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const operation = operationOf(endpoint);
      if (!operation) {
        // WebSocket upgrades have no OpenAPI operation.
        if (!endpoint.path.endsWith('/ws')) problems.push(`${name}: not documented`);
        continue;
      }
      if (endpoint.multipart) {
        const parts = operation.requestBody?.content['multipart/form-data']?.schema?.properties;
        if (!endpoint.formParts) problems.push(`${name}: multipart without formParts`);
        else if (!parts || Object.keys(parts).length === 0) problems.push(`${name}: multipart parts not documented`);
      } else if (endpoint.body && !operation.requestBody?.content['application/json']?.schema) {
        problems.push(`${name}: JSON body not documented`);
      }
      const status = String(endpoint.status ?? 200);
      const success = operation.responses[status];
      if (!success) problems.push(`${name}: no ${status} response`);
      else if (status !== '204' && !Object.values(success.content ?? {}).some((media) => media.schema)) problems.push(`${name}: ${status} without a schema`);
      if (endpoint.totalCountHeader && success?.headers?.[TOTAL_COUNT_HEADER]?.schema?.type !== 'integer') problems.push(`${name}: ${TOTAL_COUNT_HEADER} not documented`);
    }
    expect(problems).toEqual([]);
  });

  it('describes the notice form with its data part and its image file parts', () => {
    for (const method of ['post', 'put'] as const) {
      const path = method === 'post' ? '/api/admin/information' : '/api/admin/information/{id}';
      const parts = document.paths[path]?.[method]?.requestBody?.content['multipart/form-data']?.schema?.properties;
      expect(Object.keys(parts ?? {}).sort()).toEqual(['data', 'images']);
      expect(parts?.data?.type).toBe('object');
      expect(parts?.images?.items?.format).toBe('binary');
    }
  });
});
