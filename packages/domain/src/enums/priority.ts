/** Priority of a notice (spec §3): high opens the urgent alert, medium shows the dashboard banner. */
export const PRIORITY = { low: 0, medium: 1, high: 2 } as const;
export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY];
export const PRIORITY_VALUES = Object.values(PRIORITY);
