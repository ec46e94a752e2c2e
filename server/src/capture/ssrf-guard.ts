import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

type Rule<T> = { range: [T, number]; kind: AddressKind };
const v4 = (cidr: string, kind: AddressKind): Rule<ipaddr.IPv4> => ({
  range: ipaddr.IPv4.parseCIDR(cidr),
  kind,
});
const v6 = (cidr: string, kind: AddressKind): Rule<ipaddr.IPv6> => ({
  range: ipaddr.IPv6.parseCIDR(cidr),
  kind,
});

// Most specific first: the first matching rule decides.
const V4_RULES: Rule<ipaddr.IPv4>[] = [
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

const V6_RULES: Rule<ipaddr.IPv6>[] = [
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

// IPv6 forms that carry an IPv4 address, and the hextets (high, low) that hold it.
const EMBEDDED_V4: Array<{ range: [ipaddr.IPv6, number]; hextets: [number, number] }> = [
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), hextets: [6, 7] }, // ::ffff:a.b.c.d mapped
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), hextets: [6, 7] }, // ::ffff:0:a.b.c.d
  { range: ipaddr.IPv6.parseCIDR('::/96'), hextets: [6, 7] }, // ::a.b.c.d compatible
  { range: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), hextets: [6, 7] }, // NAT64
  { range: ipaddr.IPv6.parseCIDR('2002::/16'), hextets: [1, 2] }, // 6to4
];
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

function classifyV4(address: ipaddr.IPv4): AddressKind {
  return V4_RULES.find((rule) => address.match(rule.range))?.kind ?? 'public';
}

function classifyV6(address: ipaddr.IPv6): AddressKind {
  const rule = V6_RULES.find((r) => address.match(r.range));
  if (rule) return rule.kind;
  // Forms that carry an IPv4 address: the embedded address decides.
  const embedded = EMBEDDED_V4.find((form) => address.match(form.range));
  if (embedded) {
    const [high = 0, low = 0] = embedded.hextets.map((i) => address.parts[i] ?? 0);
    return classifyV4(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]));
  }
  // Only global unicast (2000::/3) is public.
  return address.match(GLOBAL_UNICAST) ? 'public' : 'reserved';
}

/** What kind of address an IP literal is; anything unparsable counts as reserved. */
export function classifyAddress(ip: string): AddressKind {
  const bracketless = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // The zone (fe80::1%eth0) names an interface, not part of the address.
  const bare = bracketless.split('%')[0] ?? '';
  try {
    // net.isIP is the gate: it accepts only the strict dotted-quad and IPv6 spellings.
    switch (isIP(bare)) {
      case 4:
        // An IPv4 address has no zone: `1.2.3.4%x` fails to parse and counts as reserved.
        return classifyV4(ipaddr.IPv4.parse(bracketless));
      case 6:
        return classifyV6(ipaddr.IPv6.parse(bare));
      default:
        return 'reserved';
    }
  } catch {
    return 'reserved';
  }
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
