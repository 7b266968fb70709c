import type { InformationBody } from '@manabiya/domain/contracts/informations';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { deleteInformation, informationAdminKeys, saveInformation } from './information-admin-api.ts';

/** Creates or replaces a notice with the images added in the form. */
export const useSaveInformation = () =>
  useInvalidatingMutation(
    ({ id, body, newImages }: SaveVariables<InformationBody> & { newImages: readonly File[] }) => saveInformation(id, body, newImages),
    informationAdminKeys.all,
  );

export const useDeleteInformation = () => useInvalidatingMutation(deleteInformation, informationAdminKeys.all);
