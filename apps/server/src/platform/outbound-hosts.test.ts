import { describe, expect, it } from 'vitest';
import { isAllowedHost, isPublicAddress, refusalOf } from './outbound-hosts.ts';

const PUSH_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com'];

describe('outbound hosts', () => {
  it.each(['127.0.0.1', '127.8.9.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '[::1]', 'not-an-ip'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['142.250.196.106', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8', '172.32.0.1'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it('matches allowed hosts exactly or by a wildcard for subdomains, ignoring case and a trailing dot', () => {
    expect(isAllowedHost('fcm.googleapis.com', PUSH_HOSTS)).toBe(true);
    expect(isAllowedHost('FCM.googleapis.com.', PUSH_HOSTS)).toBe(true);
    expect(isAllowedHost('updates.push.services.mozilla.com', PUSH_HOSTS)).toBe(true);
    expect(isAllowedHost('push.services.mozilla.com', PUSH_HOSTS)).toBe(false);
    expect(isAllowedHost('evilpush.services.mozilla.com', PUSH_HOSTS)).toBe(false);
    expect(isAllowedHost('fcm.googleapis.com.evil.example', PUSH_HOSTS)).toBe(false);
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'https'],
    ['https://127.0.0.1:4443/x', '内部'],
    ['https://2130706433/x', '内部'],
    ['https://0x7f.1/x', '内部'],
    ['https://[::ffff:127.0.0.1]/x', '内部'],
    ['https://169.254.169.254/latest/meta-data', '内部'],
    ['https://[fd00:ec2::254]/x', '内部'],
    ['https://push.evil.example/x', '許可された送信先ではありません'],
    ['https://user:pass@fcm.googleapis.com/x', '利用者名'],
    ['not a url', '形式'],
  ])('refuses %s', (url, reason) => {
    expect(refusalOf(url, { allowedHosts: PUSH_HOSTS })).toContain(reason);
  });

  it('accepts a push service endpoint, and a loopback http peer only when a test allows it', () => {
    expect(refusalOf('https://fcm.googleapis.com/fcm/send/abc', { allowedHosts: PUSH_HOSTS })).toBeUndefined();
    expect(refusalOf('https://updates.push.services.mozilla.com/wpush/v2/x', { allowedHosts: PUSH_HOSTS })).toBeUndefined();
    expect(refusalOf('http://127.0.0.1:9999/x', { allowedHosts: PUSH_HOSTS })).toBeDefined();
    expect(refusalOf('http://127.0.0.1:9999/x', { allowedHosts: PUSH_HOSTS, allowLocalTestPeer: true })).toBeUndefined();
    expect(refusalOf('http://10.0.0.1:9999/x', { allowedHosts: PUSH_HOSTS, allowLocalTestPeer: true })).toBeDefined();
  });
});
