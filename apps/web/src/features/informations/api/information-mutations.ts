import { postApi } from '../../../lib/api-client.ts';
import type { ReaderArea } from './information-queries.ts';

/** Marks a notice read for the signed-in user (idempotent on the server). */
export const markInformationRead = (area: ReaderArea, id: number) => postApi<undefined>(`/${area}/informations/read`, { id });
