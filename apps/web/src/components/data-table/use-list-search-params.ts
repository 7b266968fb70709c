import { DEFAULT_PAGE_SIZE } from '@manabiya/domain/contracts/common';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

export interface ListDefaults {
  page_size?: number;
  sort?: string;
  order?: SortOrder;
}

export interface ListSearchOptions<F extends string> {
  /** Names of the filter params (`q`, `active` …): kept in the URL as they are sent to the API. */
  filters?: readonly F[];
  defaults?: ListDefaults;
  /** Prefix of every URL key, so two lists on one page keep separate state ("students_"). */
  prefix?: string;
}

/** The ListQuery of DESIGN §3 as a page holds it: paging, one sort column and string filters. */
export interface ListState<F extends string> {
  page: number;
  page_size: number;
  sort: string | undefined;
  order: SortOrder;
  filters: Partial<Record<F, string>>;
}

export interface ListSearchParams<F extends string = string> extends ListState<F> {
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** `undefined` clears the sort (back to the default). */
  setSort: (sort: string | undefined, order?: SortOrder) => void;
  /** Sets or clears (`undefined` or '') one filter; any filter change goes back to page 0. */
  setFilter: (name: F, value: string | undefined) => void;
  setFilters: (values: Partial<Record<F, string | undefined>>) => void;
  /** `page=…&page_size=…&sort=…&order=…&<filters>`: the API's query string, without "?". */
  apiQuery: string;
  /** The same without paging: what `…/csv` takes. */
  csvQuery: string;
}

function readNumber(value: string | null, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= max ? number : fallback;
}

/** Reads a list's state from URL search params (exported for tests and for links that open a filtered list). */
export function readListState<F extends string>(params: URLSearchParams, options: ListSearchOptions<F> = {}): ListState<F> {
  const prefix = options.prefix ?? '';
  const defaults = options.defaults ?? {};
  const order = params.get(`${prefix}order`);
  const filters: Partial<Record<F, string>> = {};

  for (const name of options.filters ?? []) {
    const value = params.get(`${prefix}${name}`);
    if (value !== null && value !== '') filters[name] = value;
  }
  return {
    page: readNumber(params.get(`${prefix}page`), 0, 0),
    page_size: readNumber(params.get(`${prefix}page_size`), defaults.page_size ?? DEFAULT_PAGE_SIZE, 1, 200),
    sort: params.get(`${prefix}sort`) || defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'asc'),
    filters,
  };
}

/** The API query string of a list state; `withPaging: false` gives the CSV export's. */
export function toApiQuery<F extends string>(state: ListState<F>, withPaging = true): string {
  const query = new URLSearchParams();
  if (withPaging) {
    query.set('page', String(state.page));
    query.set('page_size', String(state.page_size));
  }
  if (state.sort) {
    query.set('sort', state.sort);
    query.set('order', state.order);
  }
  for (const [name, value] of Object.entries<string | undefined>(state.filters)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  return query.toString();
}

/**
 * A server-side list's page, page size, sort and filters, kept in the URL's search params so a
 * filtered list can be shared and survives a reload. Values equal to the defaults stay out of the URL.
 *
 * ```ts
 * const list = useListSearchParams({ filters: ['q', 'active'] as const });
 * useQuery({ queryKey: ['staff', list.apiQuery], queryFn: () => callApi(staffEndpoints.list, { query: list.apiQuery }) });
 * <DataTable list={list} … />
 * ```
 */
export function useListSearchParams<F extends string = never>(options: ListSearchOptions<F> = {}): ListSearchParams<F> {
  const [params, setParams] = useSearchParams();
  const { prefix = '', defaults, filters: filterNames } = options;
  const defaultPageSize = defaults?.page_size ?? DEFAULT_PAGE_SIZE;
  // Cheap to read on every render, and always in step with the URL.
  const state = readListState(params, { prefix, defaults, filters: filterNames });

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(`${prefix}${key}`);
            else next.set(`${prefix}${key}`, value);
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams, prefix],
  );

  const setPage = useCallback((page: number) => update({ page: page > 0 ? String(page) : undefined }), [update]);
  const setPageSize = useCallback(
    (pageSize: number) => update({ page: undefined, page_size: pageSize === defaultPageSize ? undefined : String(pageSize) }),
    [update, defaultPageSize],
  );
  const setSort = useCallback(
    (sort: string | undefined, order: SortOrder = 'asc') => update({ page: undefined, sort, order: sort ? order : undefined }),
    [update],
  );
  const setFilters = useCallback(
    (values: Partial<Record<F, string | undefined>>) => update({ ...(values as Record<string, string | undefined>), page: undefined }),
    [update],
  );
  const setFilter = useCallback((name: F, value: string | undefined) => setFilters({ [name]: value } as Partial<Record<F, string>>), [setFilters]);

  return {
    ...state,
    setPage,
    setPageSize,
    setSort,
    setFilter,
    setFilters,
    apiQuery: toApiQuery(state),
    csvQuery: toApiQuery(state, false),
  };
}
