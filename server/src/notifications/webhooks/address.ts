import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of webhook deliveries (ADR 0031): a URL is delivered to only when every address its host resolves
 * to is a public unicast address, unless its host:port is named in WEBHOOK_PRIVATE_ALLOWLIST. The host is resolved
 * once, here; the request then connects to the address that was checked (see send.ts), so a name that resolves
 * differently a moment later (DNS rebinding) cannot reach anything else.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** dns.lookup with `all: true`, injectable for tests. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

export type AddressCheck =
  | { ok: true; url: URL; hostname: string; port: number; address: ResolvedAddress }
  | { ok: false; errorClass: 'blocked address' | 'DNS' };

export interface AddressPolicy {
  /** host:port pairs (lower case) admitted whatever their address. */
  allowlist?: ReadonlySet<string>;
  resolve?: ResolveAll;
}

const systemResolve: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** WEBHOOK_PRIVATE_ALLOWLIST: comma-separated host:port (e.g. `127.0.0.1:4010,chat.intranet:443`). */
export function parseAllowlist(text: string | undefined): Set<string> {
  const entries = (text ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  for (const entry of entries) {
    if (!/^(\[[0-9a-f:.]+\]|[^:\s]+):\d{1,5}$/.test(entry)) throw new Error(`WEBHOOK_PRIVATE_ALLOWLIST entries are host:port; got '${entry}'.`);
  }
  return new Set(entries);
}

/**
 * Whether an IP address is public unicast: not loopback, private, link-local, CGNAT, unique-local, IPv4-mapped,
 * unspecified, multicast, broadcast or reserved (ipaddr.js classifies every special-purpose block).
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.parse(ip).range() === 'unicast';
}

/** The hostname of a URL as an IP literal without brackets, or null for a name. */
function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/**
 * Checks a webhook URL: http or https only, then its host's addresses. The WHATWG parser has already turned
 * decimal (`2130706433`), octal (`0177.0.0.1`) and short IPv4 forms into dotted quads, and IPv6 into its canonical
 * form, so every spelling of an address is judged as that address.
 */
export async function checkWebhookUrl(text: string, policy: AddressPolicy = {}): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, errorClass: 'blocked address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, errorClass: 'blocked address' };
  const hostname = url.hostname.toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const allowed = policy.allowlist?.has(`${hostname}:${port}`) ?? false;
  const literal = ipLiteral(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: isIP(literal) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(hostname);
    } catch {
      return { ok: false, errorClass: 'DNS' };
    }
    if (addresses.length === 0) return { ok: false, errorClass: 'DNS' };
  }
  // Every address must pass: a name with one public and one private address is refused.
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) return { ok: false, errorClass: 'blocked address' };
  return { ok: true, url, hostname, port, address: addresses[0] };
}
