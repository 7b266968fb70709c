import { useLocation } from 'react-router';
import { readListState } from '../../../components/data-table/use-list-search-params.ts';
import { QUEUE_LIST_OPTIONS } from '../components/room-queue-filters.tsx';

/**
 * The review queue's filters and order as a room page carries them (the queue's links keep its
 * search part, decision 045): the search part itself, for the links to the next room and back to
 * the queue, and the query of 「次のルームへ」 — the queue's filters and order without paging and
 * without `waiting_on` (the next room always waits on a teacher).
 */
export function useQueueSearch(): { search: string; nextQuery: string } {
  const { search } = useLocation();
  return { search, nextQuery: nextQueryOf(search) };
}

/** The next-room query of a queue search part (`?company_id=3&sort=…` → `company_id=3&sort=…&order=…`). */
export function nextQueryOf(search: string): string {
  const state = readListState(new URLSearchParams(search), QUEUE_LIST_OPTIONS);
  const query = new URLSearchParams();
  if (state.sort) {
    query.set('sort', state.sort);
    query.set('order', state.order);
  }
  for (const [name, value] of Object.entries<string | undefined>(state.filters)) {
    if (name !== 'waiting_on' && value) query.set(name, value);
  }
  return query.toString();
}
