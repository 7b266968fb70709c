import { ErrorBody, idParamSchema } from '@manabiya/domain/contracts/common';
import { z } from 'zod';

/** Path id of every company and company-user route. */
export const IdParams = z.object({ id: idParamSchema() });

/** Error answers every admin route of this feature may give. */
export const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
