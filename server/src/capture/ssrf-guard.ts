import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Decides whether the capture browser may fetch a URL: only http(s), and only when every
 * address the host name resolves to is a public internet address.
 *
 * Numeric spellings of IPv4 hosts (`http://2130706433/`, `http://0x7f.1/`, `http://127.1/`,
 * `http://017700000001/`) are normalised to dotted quads by the WHATWG URL parser, the same
 * parser Chromium uses, so they are checked as the address the browser would really reach.
 */

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'reserved';

export type LookupAddress = { address: string; family: number };
/** Resolves a host name to every address it has (injectable so tests need no DNS). */
export type Lookup = (hostname: string) => Promise<LookupAddress[]>;

export type GuardOptions = {
  /** Lets loopback and private addresses through (CAPTURE_ALLOW_PRIVATE_ADDRESSES, tests only). */
  allowPrivate: boolean;
  lookup?: Lookup;
};

export type CheckResult =
  | { ok: true; url: URL; addresses: string[] }
  | { ok: false; reason: string };

export const REASONS = {
  invalid: 'This is not a valid web address.',
  scheme: 'Only http and https addresses can be captured.',
  private: 'This address points to a private network and cannot be captured.',
  metadata: 'This address points to a cloud metadata service and cannot be captured.',
  reserved: 'This address is not a public internet address and cannot be captured.',
  unresolved: 'The host name could not be resolved.',
} as const;

export const defaultLookup: Lookup = (hostname) =>
  dnsLookup(hostname, { all: true, order: 'verbatim' });

// ---------------------------------------------------------------------------------------------
// Address classification

type V4Rule = { base: number; bits: number; kind: AddressKind };
type V6Rule = { base: bigint; bits: number; kind: AddressKind };

function parseV4(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function parseV6(input: string): bigint | null {
  let ip = input.toLowerCase();
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hextets.
  const lastColon = ip.lastIndexOf(':');
  const tail = ip.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseV4(tail);
    if (v4 === null) return null;
    ip = `${ip.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

function v4(cidr: string, kind: AddressKind): V4Rule {
  const [base = '', bits = '32'] = cidr.split('/');
  const parsed = parseV4(base);
  if (parsed === null) throw new Error(`bad rule ${cidr}`);
  return { base: parsed, bits: Number(bits), kind };
}

function v6(cidr: string, kind: AddressKind): V6Rule {
  const [base = '', bits = '128'] = cidr.split('/');
  const parsed = parseV6(base);
  if (parsed === null) throw new Error(`bad rule ${cidr}`);
  return { base: parsed, bits: Number(bits), kind };
}

// Most specific first: the first matching rule decides.
const V4_RULES: V4Rule[] = [
  v4('169.254.169.254/32', 'metadata'), // AWS, GCP, Azure, OpenStack, DigitalOcean, ...
  v4('169.254.170.2/32', 'metadata'), // AWS ECS task metadata
  v4('100.100.100.200/32', 'metadata'), // Alibaba Cloud
  v4('0.0.0.0/8', 'unspecified'),
  v4('127.0.0.0/8', 'loopback'),
  v4('10.0.0.0/8', 'private'),
  v4('172.16.0.0/12', 'private'),
  v4('192.168.0.0/16', 'private'),
  v4('100.64.0.0/10', 'private'), // carrier-grade NAT
  v4('169.254.0.0/16', 'link-local'),
  v4('192.0.0.0/24', 'reserved'), // IETF protocol assignments
  v4('192.0.2.0/24', 'reserved'), // documentation
  v4('198.51.100.0/24', 'reserved'), // documentation
  v4('203.0.113.0/24', 'reserved'), // documentation
  v4('198.18.0.0/15', 'reserved'), // benchmarking
  v4('192.88.99.0/24', 'reserved'), // 6to4 relay anycast
  v4('224.0.0.0/4', 'reserved'), // multicast
  v4('240.0.0.0/4', 'reserved'), // reserved, and 255.255.255.255 broadcast
];

const V6_RULES: V6Rule[] = [
  v6('fd00:ec2::254/128', 'metadata'), // AWS IPv6 metadata
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('64:ff9b:1::/48', 'private'), // local-use NAT64
  v6('100::/64', 'reserved'), // discard-only
  v6('2001::/23', 'reserved'), // IETF protocol assignments, Teredo, benchmarking, ORCHID
  v6('2001:db8::/32', 'reserved'), // documentation
  v6('3fff::/20', 'reserved'), // documentation
  v6('fc00::/7', 'private'), // unique-local
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'private'), // deprecated site-local
  v6('ff00::/8', 'reserved'), // multicast
];

function classifyV4(value: number): AddressKind {
  for (const rule of V4_RULES) {
    const mask = rule.bits === 0 ? 0 : (0xffffffff << (32 - rule.bits)) >>> 0;
    if ((value & mask) >>> 0 === (rule.base & mask) >>> 0) return rule.kind;
  }
  return 'public';
}

const ALL_ONES_128 = (1n << 128n) - 1n;
const inV6 = (value: bigint, base: bigint, bits: number) => {
  const mask = (ALL_ONES_128 << BigInt(128 - bits)) & ALL_ONES_128;
  return (value & mask) === (base & mask);
};
const low32 = (value: bigint) => Number(value & 0xffffffffn);

function classifyV6(value: bigint): AddressKind {
  for (const rule of V6_RULES) {
    if (rule.bits === 128 ? value === rule.base : inV6(value, rule.base, rule.bits)) {
      return rule.kind;
    }
  }
  // Forms that carry an IPv4 address: the embedded address decides.
  if (inV6(value, 0xffffn << 32n, 96)) return classifyV4(low32(value)); // ::ffff:a.b.c.d mapped
  if (inV6(value, 0xffff0000n << 32n, 96)) return classifyV4(low32(value)); // ::ffff:0:a.b.c.d
  if (inV6(value, 0n, 96)) return classifyV4(low32(value)); // ::a.b.c.d compatible
  if (inV6(value, 0x64ff9bn << 96n, 96)) return classifyV4(low32(value)); // NAT64
  if (inV6(value, 0x2002n << 112n, 16)) return classifyV4(Number((value >> 80n) & 0xffffffffn)); // 6to4
  // Only global unicast (2000::/3) is public.
  if (!inV6(value, 1n << 125n, 3)) return 'reserved';
  return 'public';
}

/** What kind of address an IP literal is; anything unparsable counts as reserved. */
export function classifyAddress(ip: string): AddressKind {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const family = isIP(bare.split('%')[0] ?? '');
  if (family === 4) {
    const value = parseV4(bare);
    return value === null ? 'reserved' : classifyV4(value);
  }
  if (family === 6) {
    const value = parseV6(bare);
    return value === null ? 'reserved' : classifyV6(value);
  }
  return 'reserved';
}

/** Null when the address may be fetched, else the user-facing reason it may not. */
export function addressRefusal(ip: string, allowPrivate: boolean): string | null {
  const kind = classifyAddress(ip);
  switch (kind) {
    case 'public':
      return null;
    case 'loopback':
    case 'private':
      return allowPrivate ? null : REASONS.private;
    // 0.0.0.0 and :: reach the local machine on Linux.
    case 'unspecified':
    case 'link-local':
      return REASONS.private;
    case 'metadata':
      return REASONS.metadata;
    default:
      return REASONS.reserved;
  }
}

// ---------------------------------------------------------------------------------------------
// URLs

/** The host of a parsed URL without IPv6 brackets. */
export function bareHostname(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

async function resolveAndCheck(
  hostname: string,
  allowPrivate: boolean,
  lookup: Lookup,
): Promise<{ ok: true; addresses: string[] } | { ok: false; reason: string }> {
  let addresses: string[];
  if (isIP(hostname)) {
    addresses = [hostname];
  } else {
    try {
      addresses = (await lookup(hostname)).map((a) => a.address);
    } catch {
      return { ok: false, reason: REASONS.unresolved };
    }
    if (addresses.length === 0) return { ok: false, reason: REASONS.unresolved };
  }
  for (const address of addresses) {
    const reason = addressRefusal(address, allowPrivate);
    if (reason) return { ok: false, reason };
  }
  return { ok: true, addresses };
}

function parseHttpUrl(input: string | URL): { ok: true; url: URL } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    return { ok: false, reason: REASONS.invalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: REASONS.scheme };
  }
  if (!url.hostname) return { ok: false, reason: REASONS.invalid };
  return { ok: true, url };
}

/**
 * Whether `url` may be fetched: http(s) only, and every address its host resolves to must be
 * public (or private/loopback when `allowPrivate`; metadata and link-local never).
 */
export async function checkUrl(url: string, options: GuardOptions): Promise<CheckResult> {
  const parsed = parseHttpUrl(url);
  if (!parsed.ok) return parsed;
  const result = await resolveAndCheck(
    bareHostname(parsed.url),
    options.allowPrivate,
    options.lookup ?? defaultLookup,
  );
  return result.ok ? { ok: true, url: parsed.url, addresses: result.addresses } : result;
}

export type UrlGuard = {
  /** Like `checkUrl`, with host name decisions cached for the guard's lifetime. */
  check(url: string | URL): Promise<CheckResult>;
  /** The cached refusal reason for a host name, if it was refused. */
  refusalFor(hostname: string): string | undefined;
};

/** A guard for one capture: each host name is resolved and judged once. */
export function createUrlGuard(options: GuardOptions): UrlGuard {
  const lookup = options.lookup ?? defaultLookup;
  const cache = new Map<string, ReturnType<typeof resolveAndCheck>>();
  const settled = new Map<string, string>();
  return {
    async check(input) {
      const parsed = parseHttpUrl(input);
      if (!parsed.ok) return parsed;
      const hostname = bareHostname(parsed.url);
      let pending = cache.get(hostname);
      if (!pending) {
        pending = resolveAndCheck(hostname, options.allowPrivate, lookup);
        cache.set(hostname, pending);
      }
      const result = await pending;
      if (!result.ok) {
        settled.set(hostname, result.reason);
        return result;
      }
      return { ok: true, url: parsed.url, addresses: result.addresses };
    },
    refusalFor(hostname) {
      const host =
        hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
      return settled.get(host);
    },
  };
}
