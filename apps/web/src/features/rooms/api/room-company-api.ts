import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { roomKeys } from './room-keys.ts';

/** The company's own students' rooms (read-only). */
export const companyRoomListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: roomKeys.list('company', apiQuery),
    queryFn: () => callApi(roomEndpoints.companyList, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });

/** A room of the company's own student, read-only. */
export const companyRoomQuery = (id: number) =>
  queryOptions({ queryKey: roomKeys.detail('company', id), queryFn: () => callApi(roomEndpoints.companyGet, { params: { id } }) });

/** The page of a thread before a message. */
export const companyEarlierMessages = (id: number, before: number) => callApi(roomEndpoints.companyMessages, { params: { id }, query: { before } });
