import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { TeacherProfile } from '@manabiya/domain/contracts/teachers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi } from '../../../lib/api-client.ts';

/** The portals that list teacher profiles. */
export type TeacherProfileArea = 'company' | 'student';

export const teacherProfileKeys = {
  list: (area: TeacherProfileArea, apiQuery: string) => ['teacher-profiles', area, apiQuery] as const,
};

export const teacherProfileListQuery = (area: TeacherProfileArea, apiQuery: string) =>
  queryOptions({
    queryKey: teacherProfileKeys.list(area, apiQuery),
    queryFn: () => getApi<ListResponse<TeacherProfile>>(`/${area}/teacher?${apiQuery}`),
    placeholderData: keepPreviousData,
  });
