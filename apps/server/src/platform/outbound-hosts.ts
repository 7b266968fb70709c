import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Where the server may send requests of its own (web push today; AI providers and external services
 * later): only to hosts on an allow-list, only over https, and never to an address that is not
 * public — checked on the URL, and again on every address DNS gives at connection time, which is
 * the address actually connected to (so a name cannot be re-pointed between check and use).
 * Decision 018.
 */
export interface OutboundPolicy {
  /** Host names, or `*.example.com` for any subdomain. */
  allowedHosts: readonly string[];
  /** Tests only (NODE_ENV=test): a local peer on http and loopback stands in for the real service. */
  allowLocalTestPeer?: boolean;
}

const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4, private ones included
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, AWS metadata fd00:ec2::254
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4) return isPublicAddress(v4);
    return !NOT_PUBLIC.check(ip, 'ipv6');
  }
  return !NOT_PUBLIC.check(ip, 'ipv4');
}

export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase().trim();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed;
  });
}

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1' || embeddedIpv4(address)?.startsWith('127.') === true;

/** Why a URL may not be called, in words for the person who supplied it; undefined when it may. */
export function refusalOf(rawUrl: string, policy: OutboundPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'URL の形式が正しくありません。';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (policy.allowLocalTestPeer && url.protocol === 'http:' && isLoopback(host)) return undefined;
  if (url.protocol !== 'https:') return 'https で始まる URL にしてください。';
  if (url.username || url.password) return 'URL に利用者名やパスワードは含められません。';
  if (net.isIP(host) !== 0 && !isPublicAddress(host)) return '内部のアドレスには送れません。';
  if (!isAllowedHost(host, policy.allowedHosts)) return `${host} は許可された送信先ではありません。`;
  return undefined;
}

/** A DNS lookup that answers only public addresses, so the connection goes where the check looked. */
function vettedLookup(policy: OutboundPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((entry) => isPublicAddress(entry.address) || (policy.allowLocalTestPeer === true && isLoopback(entry.address)));
      if (usable.length === 0 || usable.length !== addresses.length) {
        return callback(Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'EADDRNOTPUBLIC' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

export class OutboundRefused extends Error {}

/**
 * POSTs to a URL the policy allows, connecting only to vetted addresses, following no redirect.
 * Resolves with the status; rejects with OutboundRefused for a URL or address the policy refuses.
 */
export function postOutbound(
  rawUrl: string,
  options: { headers: Record<string, string>; body: Buffer; timeoutMs: number },
  policy: OutboundPolicy,
): Promise<{ status: number }> {
  const refusal = refusalOf(rawUrl, policy);
  if (refusal) return Promise.reject(new OutboundRefused(refusal));
  const url = new URL(rawUrl);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...options.headers, 'content-length': String(options.body.length) }, lookup: vettedLookup(policy), timeout: options.timeoutMs },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url.host} within ${options.timeoutMs} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRNOTPUBLIC' ? new OutboundRefused(error.message) : error));
    request.end(options.body);
  });
}
