import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The portals that list teacher profiles. */
export type TeacherProfileArea = 'company' | 'student';

const PROFILE_ENDPOINTS = { company: teacherEndpoints.companyProfiles, student: teacherEndpoints.studentProfiles } as const;

export const teacherProfileKeys = {
  list: (area: TeacherProfileArea, apiQuery: string) => ['teacher-profiles', area, apiQuery] as const,
};

export const teacherProfileListQuery = (area: TeacherProfileArea, apiQuery: string) =>
  queryOptions({
    queryKey: teacherProfileKeys.list(area, apiQuery),
    queryFn: () => callApi(PROFILE_ENDPOINTS[area], { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
