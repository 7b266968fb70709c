import type { ChangePasswordBody, UpdateMypageBody } from '@manabiya/domain/contracts/mypage';
import { mypageEndpoints } from '@manabiya/domain/endpoints/students';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const mypageKeys = { profile: ['mypage', 'profile'] as const };

export const mypageProfileQuery = () => queryOptions({ queryKey: mypageKeys.profile, queryFn: () => callApi(mypageEndpoints.profile) });

export const updateMypageProfile = (body: UpdateMypageBody) => callApi(mypageEndpoints.updateProfile, { body });

export const removeMypageIcon = () => callApi(mypageEndpoints.removeIcon);

export const changeMypagePassword = (body: ChangePasswordBody) => callApi(mypageEndpoints.changePassword, { body });

/** Uploads the icon as multipart (field `file`); the browser sets the Content-Type with its boundary. */
export function uploadMypageIcon(file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi(mypageEndpoints.setIcon, { form });
}
