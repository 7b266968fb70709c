export function freePort(): Promise<number>;
export function rssMb(pid: number): number | undefined;
export function startServer(extraEnv?: Record<string, string>, options?: { dataDir?: string }): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
export function startHelloServer(): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
export function seedDatabase(size: string, env: Record<string, string>): number;
