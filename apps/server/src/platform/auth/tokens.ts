import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak yields no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
