/** The student's test pages (web routes): the portal's menu declares the same patterns. */
export const TEST_TAKING_PATHS = {
  list: '/student/test',
  test: '/student/test/:testId',
} as const;

export const studentTestPath = (id: number) => `/student/test/${id}`;
/** A test page showing one attempt (to answer, or its result). */
export const studentAttemptPath = (testId: number, attemptId: number) => `/student/test/${testId}?attempt=${attemptId}`;
