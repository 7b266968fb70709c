import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { callApi } from '../../../lib/api-client.ts';
import type { ReaderArea } from './information-queries.ts';

const READ_ENDPOINTS = { company: informationEndpoints.companyRead, student: informationEndpoints.studentRead } as const;

/** Marks a notice read for the signed-in user (idempotent on the server). */
export const markInformationRead = (area: ReaderArea, id: number) => callApi(READ_ENDPOINTS[area], { body: { id } });
