/** Enumerations of notices (spec §3). */
export const NOTICE_TARGET = { students: 0, companies: 1, everyone: 2, consulting_companies: 3 } as const;
export type NoticeTarget = (typeof NOTICE_TARGET)[keyof typeof NOTICE_TARGET];
export const NOTICE_TARGET_VALUES = Object.values(NOTICE_TARGET);

export const COMPANY_FILTER = { all: 0, consulting_only: -1 } as const;
export type CompanyFilter = (typeof COMPANY_FILTER)[keyof typeof COMPANY_FILTER];
export const COMPANY_FILTER_VALUES = Object.values(COMPANY_FILTER);

export const COURSE_SCOPE = { all: 0, selected: 1 } as const;
export type CourseScope = (typeof COURSE_SCOPE)[keyof typeof COURSE_SCOPE];
export const COURSE_SCOPE_VALUES = Object.values(COURSE_SCOPE);

export const PUBLISH_STATUS = { private: 0, public: 1 } as const;
export type PublishStatus = (typeof PUBLISH_STATUS)[keyof typeof PUBLISH_STATUS];
export const PUBLISH_STATUS_VALUES = Object.values(PUBLISH_STATUS);

/** The spec's file change marker of an image item. */
export const FILE_CHANGE = { add: 0, keep: 1, remove: 2 } as const;
export type FileChange = (typeof FILE_CHANGE)[keyof typeof FILE_CHANGE];

export const MAX_INFORMATION_IMAGES = 10;
export const MAX_INFORMATION_IMAGE_BYTES = 5 * 1024 * 1024;

/** Who a notice reaches, by target: students, company users, or both. */
export function targetsStudents(target: NoticeTarget): boolean {
  return target === NOTICE_TARGET.students || target === NOTICE_TARGET.everyone;
}
export function targetsCompanyUsers(target: NoticeTarget): boolean {
  return target !== NOTICE_TARGET.students;
}
