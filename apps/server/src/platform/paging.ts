import type { ListResponse } from '@manabiya/domain/contracts/lists';

/** The paging half of every list query (DESIGN §3): a 0-based page and its size. */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The rows of one page as SQL LIMIT and OFFSET. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** The LIMIT and OFFSET that select the requested page. */
export function rowWindowOf(query: PageQuery): RowWindow {
  return { limit: query.page_size, offset: query.page * query.page_size };
}

/** `{ items, total, page, page_size }`: one page of a list, echoing the page the caller asked for. */
export function toListResponse<T>(items: T[], total: number, query: PageQuery): ListResponse<T> {
  return { items, total, page: query.page, page_size: query.page_size };
}
