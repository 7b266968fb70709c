import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, pathOf, searchOf, urlOf } from './define-endpoint.ts';

const item = defineEndpoint({
  method: 'GET',
  path: '/api/admin/thing/:id/part/:part_id',
  summary: 'one part',
  params: z.object({ id: z.number(), part_id: z.string() }),
  query: z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() }),
  response: z.object({ id: z.number() }),
});

describe('endpoint URLs', () => {
  it('fills every placeholder, encoding each value', () => {
    expect(pathOf(item, { id: 7, part_id: 'a/b c' })).toBe('/api/admin/thing/7/part/a%2Fb%20c');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => pathOf(item, { id: 7 })).toThrow(/part_id/);
  });

  it('leaves out empty query values and repeats array values', () => {
    expect(searchOf({ q: '', tag: ['x', 'y'], page: 0, none: undefined })).toBe('?tag=x&tag=y&page=0');
    expect(searchOf({})).toBe('');
    expect(searchOf(undefined)).toBe('');
  });

  it('takes a query a list already encoded', () => {
    expect(urlOf(item, { params: { id: 1, part_id: '2' }, query: 'page=1&q=%E5%A4%AA' })).toBe('/api/admin/thing/1/part/2?page=1&q=%E5%A4%AA');
  });
});
