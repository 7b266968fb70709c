import type { ChangePasswordBody, MypageProfile, UpdateMypageBody } from '@manabiya/domain/contracts/mypage';
import { mypageEndpoints } from '@manabiya/domain/endpoints/students';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSignedInUser } from '../../../lib/use-refresh-signed-in-user.ts';

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

/** The server ends the other sessions itself; nothing cached here changes. */
export const useChangeMypagePassword = () => useMutation({ mutationFn: changeMypagePassword });

/** Keeps the saved profile as the cached one and shows the new fields in the header. */
export function useUpdateMypageProfile() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshSignedInUser();
  return useMutation({
    mutationFn: updateMypageProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(mypageKeys.profile, saved);
      await refreshUser({
        name: saved.name,
        name_kana: saved.name_kana,
        birthday: saved.birthday,
        gender: saved.gender,
        prefecture_id: saved.prefecture_id,
        prefecture_name: saved.prefecture_name,
      });
    },
  });
}

/** Puts the icon the server now has into the cached profile and the header. */
function useApplyIcon(): (result: { profile_icon_path: string | null }) => Promise<void> {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshSignedInUser();
  return async ({ profile_icon_path }) => {
    queryClient.setQueryData<MypageProfile>(mypageKeys.profile, (current) => (current ? { ...current, profile_icon_path } : current));
    await refreshUser({ profile_icon_path });
  };
}

export function useUploadMypageIcon() {
  const applyIcon = useApplyIcon();
  return useMutation({ mutationFn: uploadMypageIcon, onSuccess: applyIcon });
}

export function useRemoveMypageIcon() {
  const applyIcon = useApplyIcon();
  return useMutation({ mutationFn: removeMypageIcon, onSuccess: applyIcon });
}
