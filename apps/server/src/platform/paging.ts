import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { PgSelect } from 'drizzle-orm/pg-core';

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

/**
 * A list's select (`.$dynamic()`, filtered and ordered) cut to one window of rows, or left whole
 * without one (a CSV export reads every row in the same order). Its total is `db.$count(table, where)`
 * over the same where clause.
 */
export function inWindow<Select extends PgSelect>(select: Select, window?: RowWindow): Select {
  return window ? select.limit(window.limit).offset(window.offset) : select;
}

/** `{ items, total, page, page_size }`: one page of a list, echoing the page the caller asked for. */
export function toListResponse<T>(items: T[], total: number, query: PageQuery): ListResponse<T> {
  return { items, total, page: query.page, page_size: query.page_size };
}

/**
 * How one list reads a page: its rows in the window and the total of the whole list. A repository's
 * list function returns one built over a single where clause, so the two cannot disagree:
 * `{ rows: (window) => inWindow(select.where(where).orderBy(...order), window), total: () => db.$count(table, where) }`.
 */
export interface PageReader<Row> {
  rows(window: RowWindow): Promise<Row[]>;
  total(): Promise<number>;
}

/**
 * One page of a list as the API answers it: the rows and the total read side by side, the rows
 * presented as items. Every paged list of a service reads through this.
 */
export async function readPage<Row, Item>(
  query: PageQuery,
  reader: PageReader<Row>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<ListResponse<Item>> {
  const [rows, total] = await Promise.all([reader.rows(rowWindowOf(query)), reader.total()]);
  return toListResponse(await present(rows), total, query);
}
