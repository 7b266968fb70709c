/** The student's study path pages (web routes, not API paths): the portal's menu declares the same patterns. */
export const LEARNING_PATHS = {
  courseMap: '/student/curriculum',
  curriculum: '/student/curriculum/:curriculumId',
  step: '/student/step/:stepId',
} as const;

export const curriculumPath = (id: number) => `/student/curriculum/${id}`;
export const stepPath = (id: number) => `/student/step/${id}`;
