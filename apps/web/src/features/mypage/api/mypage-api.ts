import type { ChangePasswordBody, MypageIconResponse, MypageProfile, UpdateMypageBody } from '@manabiya/domain/contracts/mypage';
import { queryOptions } from '@tanstack/react-query';
import { getApi, requestApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const BASE = '/student/mypage';

export const mypageKeys = { profile: ['mypage', 'profile'] as const };

export const mypageProfileQuery = () =>
  queryOptions({ queryKey: mypageKeys.profile, queryFn: () => getApi<MypageProfile>(BASE) });

export const updateMypageProfile = (body: UpdateMypageBody) => requestApi<MypageProfile>('PUT', BASE, body);

export const removeMypageIcon = () => requestApi<MypageIconResponse>('DELETE', `${BASE}/icon`);

export const changeMypagePassword = (body: ChangePasswordBody) => requestApi<{ message: string }>('PUT', `${BASE}/password`, body);

/** Uploads the icon as multipart (field `file`); the browser sets the Content-Type with its boundary. */
export async function uploadMypageIcon(file: File): Promise<MypageIconResponse> {
  const data = new FormData();
  data.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api${BASE}/icon`, { method: 'POST', body: data, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, '');
  }
  const payload = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown; profile_icon_path?: unknown };
  if (!response.ok) {
    throw new ApiError(response.status, typeof payload.message === 'string' ? payload.message : '', {
      code: typeof payload.code === 'string' ? payload.code : undefined,
    });
  }
  return { profile_icon_path: typeof payload.profile_icon_path === 'string' ? payload.profile_icon_path : null };
}
