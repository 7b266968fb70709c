import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, PRODUCT_NAME: 'Manabiya', DISPLAY_TIME_ZONE: 'Asia/Tokyo' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reports each bad variable on its own line', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DISPLAY_TIME_ZONE: 'Mars/Olympus', SESSION_TTL_HOURS: '-1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.includes('PORT="eighty"'))).toBeDefined();
    expect(problems.find((p) => p.includes('DATABASE_URL="mysql://x"') && p.includes('postgres://'))).toBeDefined();
    expect(problems.find((p) => p.includes('DISPLAY_TIME_ZONE') && p.includes('IANA'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('  SESSION_TTL_HOURS'))).toBeDefined();
  });

  it('keeps the hard disk floor below the soft one', () => {
    expect(loadConfig({})).toMatchObject({ MIN_FREE_DISK_MB: 200, MIN_FREE_DISK_HARD_MB: 64 });
    // Unset, it follows a smaller soft floor down (half of it); 0 turns both off.
    expect(loadConfig({ MIN_FREE_DISK_MB: '100' }).MIN_FREE_DISK_HARD_MB).toBe(50);
    expect(loadConfig({ MIN_FREE_DISK_MB: '0' }).MIN_FREE_DISK_HARD_MB).toBe(0);
    expect(loadConfig({ MIN_FREE_DISK_MB: '500', MIN_FREE_DISK_HARD_MB: '100' }).MIN_FREE_DISK_HARD_MB).toBe(100);
    for (const hard of ['200', '300']) {
      expect(() => loadConfig({ MIN_FREE_DISK_MB: '200', MIN_FREE_DISK_HARD_MB: hard })).toThrow(/MIN_FREE_DISK_HARD_MB=.*less than MIN_FREE_DISK_MB/);
    }
  });

  it('treats an empty optional URL as unset', () => {
    const config = loadConfig({ REDIS_URL: '', SMTP_URL: ' ' });
    expect([config.REDIS_URL, config.SMTP_URL]).toEqual([undefined, undefined]);
  });
});
