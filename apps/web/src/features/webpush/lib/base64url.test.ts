import { describe, expect, it } from 'vitest';
import { base64UrlToUint8Array, sameKey } from './base64url.ts';

describe('base64UrlToUint8Array', () => {
  it('decodes base64url with or without padding, including - and _', () => {
    expect([...base64UrlToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToUint8Array('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToUint8Array('AA')]).toEqual([0]);
    expect(base64UrlToUint8Array('')).toHaveLength(0);
  });

  it('turns a VAPID public key into the 65 bytes of an uncompressed P-256 point', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = base64UrlToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes.buffer).toBeInstanceOf(ArrayBuffer);
  });

  it('compares a subscription’s key with the server’s', () => {
    const key = base64UrlToUint8Array('AQID');
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
