import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  classifyAddress,
  createUrlGuard,
  type Lookup,
  REASONS,
} from '../../src/capture/ssrf-guard.js';

// There is no network (nor DNS) in the test environment: host names resolve through this table.
const DNS: Record<string, string[]> = {
  'example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  localhost: ['127.0.0.1', '::1'],
  'internal.example': ['10.1.2.3'],
  // One public and one private address: refused, since the browser may pick either.
  'mixed.example': ['93.184.216.34', '10.0.0.1'],
  'mapped.example': ['::ffff:10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'empty.example': [],
};
const lookup: Lookup = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const { private: PRIVATE, metadata: METADATA, reserved: RESERVED, scheme: SCHEME } = REASONS;

// [url, expected reason or 'ok'] with allowPrivate = false
const TABLE: [string, string][] = [
  // loopback, in every spelling
  ['http://127.0.0.1/', PRIVATE],
  ['http://127.1/', PRIVATE],
  ['http://2130706433/', PRIVATE],
  ['http://0x7f.1/', PRIVATE],
  ['http://0x7f000001/', PRIVATE],
  ['http://017700000001/', PRIVATE],
  ['http://0177.0.0.1/', PRIVATE],
  ['http://127.255.255.254:8080/admin', PRIVATE],
  ['http://localhost/', PRIVATE],
  ['http://[::1]/', PRIVATE],
  ['http://[::ffff:127.0.0.1]/', PRIVATE],
  ['http://[::ffff:7f00:1]/', PRIVATE],
  ['http://[0:0:0:0:0:ffff:127.0.0.1]/', PRIVATE],
  ['http://[::127.0.0.1]/', PRIVATE], // IPv4-compatible
  ['http://[::ffff:0:7f00:1]/', PRIVATE], // IPv4-translated
  // private, CGNAT, unique-local, link-local
  ['http://10.0.0.1/', PRIVATE],
  ['http://172.16.5.4/', PRIVATE],
  ['http://172.31.255.255/', PRIVATE],
  ['http://192.168.1.1/', PRIVATE],
  ['http://100.64.0.1/', PRIVATE],
  ['http://100.127.255.255/', PRIVATE],
  ['http://169.254.1.1/', PRIVATE],
  ['http://[fe80::1]/', PRIVATE],
  ['http://[fc00::1]/', PRIVATE],
  ['http://[fd12:3456::1]/', PRIVATE],
  ['http://[::ffff:192.168.0.1]/', PRIVATE],
  // unspecified
  ['http://0.0.0.0/', PRIVATE],
  ['http://0/', PRIVATE],
  ['http://[::]/', PRIVATE],
  // NAT64 and 6to4 carrying private IPv4
  ['http://[64:ff9b::10.0.0.1]/', PRIVATE],
  ['http://[64:ff9b::7f00:1]/', PRIVATE],
  ['http://[2002:7f00:1::]/', PRIVATE],
  ['http://[2002:c0a8:101::1]/', PRIVATE],
  // metadata services
  ['http://169.254.169.254/latest/meta-data/', METADATA],
  ['http://0xa9fea9fe/', METADATA],
  ['http://2852039166/', METADATA],
  ['http://[::ffff:169.254.169.254]/', METADATA],
  ['http://[fd00:ec2::254]/', METADATA],
  ['http://169.254.170.2/v2/credentials', METADATA],
  ['http://100.100.100.200/', METADATA],
  // multicast, broadcast, reserved, documentation, benchmarking
  ['http://224.0.0.1/', RESERVED],
  ['http://239.255.255.250/', RESERVED],
  ['http://255.255.255.255/', RESERVED],
  ['http://240.0.0.1/', RESERVED],
  ['http://192.0.2.1/', RESERVED],
  ['http://198.18.0.1/', RESERVED],
  ['http://[ff02::1]/', RESERVED],
  ['http://[2001:db8::1]/', RESERVED],
  ['http://[100::1]/', RESERVED],
  // host names resolving to blocked addresses
  ['http://internal.example/', PRIVATE],
  ['http://mixed.example/', PRIVATE],
  ['http://mapped.example/', PRIVATE],
  ['http://metadata.example/', METADATA],
  ['http://nowhere.example/', REASONS.unresolved],
  ['http://empty.example/', REASONS.unresolved],
  // schemes
  ['file:///etc/passwd', SCHEME],
  ['ftp://example.com/', SCHEME],
  ['gopher://127.0.0.1:6379/_INFO', SCHEME],
  ['javascript:alert(1)', SCHEME],
  ['data:text/html,<h1>hi</h1>', SCHEME],
  ['ws://example.com/socket', SCHEME],
  ['not a url', REASONS.invalid],
  ['http://', REASONS.invalid],
  // public
  ['http://93.184.216.34/', 'ok'],
  ['https://example.com/', 'ok'],
  ['https://example.com:8443/path?q=1', 'ok'],
  ['http://8.8.8.8:8080/path', 'ok'],
  ['http://[2606:4700:4700::1111]/', 'ok'],
  ['http://[2002:5db8:d822::1]/', 'ok'], // 6to4 of 93.184.216.34
  ['http://[64:ff9b::808:808]/', 'ok'], // NAT64 of 8.8.8.8
  ['http://172.32.0.1/', 'ok'],
  ['http://100.128.0.1/', 'ok'],
  ['http://192.169.0.1/', 'ok'],
  ['http://1.1.1.1/', 'ok'],
];

describe('checkUrl', () => {
  it('has a table of at least 30 addresses', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%s → %s', async (url, expected) => {
    const result = await checkUrl(url, { allowPrivate: false, lookup });
    if (expected === 'ok') {
      expect(result).toMatchObject({ ok: true });
      if (result.ok) expect(result.addresses.length).toBeGreaterThan(0);
    } else {
      expect(result).toEqual({ ok: false, reason: expected });
    }
  });

  it('relies on the WHATWG URL parser to normalise numeric IPv4 spellings', () => {
    for (const spelling of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
      'http://127.1/',
      'http://0177.0.0.1/',
    ]) {
      expect(new URL(spelling).hostname).toBe('127.0.0.1');
    }
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it('returns the parsed URL and every resolved address', async () => {
    const result = await checkUrl('https://example.com/a', { allowPrivate: false, lookup });
    expect(result).toEqual({
      ok: true,
      url: new URL('https://example.com/a'),
      addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
  });

  it.each([
    ['http://127.0.0.1:3000/', 'ok'],
    ['http://localhost/', 'ok'],
    ['http://[::1]/', 'ok'],
    ['http://10.0.0.1/', 'ok'],
    ['http://[::ffff:192.168.0.1]/', 'ok'],
    ['http://169.254.169.254/', METADATA],
    ['http://[fd00:ec2::254]/', METADATA],
    ['http://metadata.example/', METADATA],
    ['http://169.254.1.1/', PRIVATE],
    ['http://0.0.0.0/', PRIVATE],
    ['http://224.0.0.1/', RESERVED],
    ['file:///etc/passwd', SCHEME],
  ])('with allowPrivate, %s → %s', async (url, expected) => {
    const result = await checkUrl(url, { allowPrivate: true, lookup });
    if (expected === 'ok') expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, reason: expected });
  });

  it('classifies addresses', () => {
    expect(classifyAddress('127.0.0.1')).toBe('loopback');
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(classifyAddress('fe80::1%eth0')).toBe('link-local');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('private');
    expect(classifyAddress('2606:4700::1')).toBe('public');
    expect(classifyAddress('not-an-ip')).toBe('reserved');
  });
});

describe('createUrlGuard', () => {
  it('resolves each host name once per capture', async () => {
    const calls: string[] = [];
    const guard = createUrlGuard({
      allowPrivate: false,
      lookup: (hostname) => {
        calls.push(hostname);
        return lookup(hostname);
      },
    });
    await Promise.all([
      guard.check('https://example.com/a.css'),
      guard.check('https://example.com/b.js'),
      guard.check('http://example.com:8080/c.png'),
      guard.check('http://internal.example/'),
      guard.check('http://internal.example/again'),
    ]);
    expect(calls).toEqual(['example.com', 'internal.example']);
    expect(guard.refusalFor('internal.example')).toBe(PRIVATE);
    expect(guard.refusalFor('example.com')).toBeUndefined();
  });
});
