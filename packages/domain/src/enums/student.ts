/** Student enumerations of spec §3. */
export const GENDER = { man: 1, woman: 2, unanswered: 3 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

export const STUDENT_STATUS = {
  taking: 0,
  graduated: 1,
  graduated_server: 2,
  graduated_other: 3,
  retired: 4,
} as const;
export type StudentStatus = (typeof STUDENT_STATUS)[keyof typeof STUDENT_STATUS];

export const RETIRE_REASON = { lack_of_motivation: 0, home_circumstances: 1, ill_health: 2 } as const;
export type RetireReason = (typeof RETIRE_REASON)[keyof typeof RETIRE_REASON];

export const GRADES = ['S', 'A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];

export const COURSE_MODE = { normal: 0, intensive: 1 } as const;
export type CourseMode = (typeof COURSE_MODE)[keyof typeof COURSE_MODE];

/** Start-screen steps of spec §2; the onboarding flow walks them in order. */
export const START_STEP = {
  dashboard: 0,
  initial_profile: 1,
  initial_survey: 2,
  orientation: 3,
  final_survey: 4,
} as const;
export type StartStep = (typeof START_STEP)[keyof typeof START_STEP];
