import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-with-providers.tsx';
import { readListState, toApiQuery, useListSearchParams } from './use-list-search-params.ts';

function Probe() {
  const list = useListSearchParams({ filters: ['q', 'active'] as const });
  const { search } = useLocation();
  return (
    <div>
      <output data-testid="api">{list.apiQuery}</output>
      <output data-testid="csv">{list.csvQuery}</output>
      <output data-testid="url">{search}</output>
      <button onClick={() => list.setFilter('active', 'true')}>filter</button>
      <button onClick={() => list.setPage(3)}>page</button>
      <button onClick={() => list.setSort('email', 'desc')}>sort</button>
    </div>
  );
}

afterEach(cleanup);

describe('useListSearchParams', () => {
  it('reads page, size, sort and filters from the URL and writes changes back to it', () => {
    renderRoutes([{ path: '/list', element: <Probe /> }], '/list?page=2&page_size=20&sort=name&order=desc&q=%E4%BD%90%E8%97%A4&unrelated=1', 'admin');
    expect(screen.getByTestId('api').textContent).toBe('page=2&page_size=20&sort=name&order=desc&q=%E4%BD%90%E8%97%A4');
    expect(screen.getByTestId('csv').textContent).toBe('sort=name&order=desc&q=%E4%BD%90%E8%97%A4');

    // A filter change goes back to the first page and keeps everything else.
    fireEvent.click(screen.getByText('filter'));
    const afterFilter = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
    expect(afterFilter.get('page')).toBeNull();
    expect(afterFilter.get('active')).toBe('true');
    expect(afterFilter.get('q')).toBe('佐藤');
    expect(afterFilter.get('unrelated')).toBe('1');
    expect(screen.getByTestId('api').textContent).toBe('page=0&page_size=20&sort=name&order=desc&q=%E4%BD%90%E8%97%A4&active=true');

    fireEvent.click(screen.getByText('page'));
    expect(new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('page')).toBe('3');
    fireEvent.click(screen.getByText('sort'));
    expect(screen.getByTestId('api').textContent).toBe('page=0&page_size=20&sort=email&order=desc&q=%E4%BD%90%E8%97%A4&active=true');
  });

  it('falls back to page 0 and 50 rows for missing or invalid values', () => {
    const state = readListState(new URLSearchParams('page=-1&page_size=999&order=sideways'), { filters: ['q'] });
    expect(state).toEqual({ page: 0, page_size: 50, sort: undefined, order: 'asc', filters: {} });
    expect(toApiQuery(state)).toBe('page=0&page_size=50');
  });

  it('keeps two lists on one page apart by prefix', () => {
    const params = new URLSearchParams('page=1&students_page=4&students_q=abc');
    expect(readListState(params, { filters: ['q'], prefix: 'students_' })).toMatchObject({ page: 4, filters: { q: 'abc' } });
    expect(readListState(params, { filters: ['q'] })).toMatchObject({ page: 1, filters: {} });
  });
});
