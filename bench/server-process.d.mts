export function freePort(): Promise<number>;
export function startServer(extraEnv?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
