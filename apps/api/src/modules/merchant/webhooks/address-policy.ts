/**
 * Where a webhook may go: only to public unicast addresses (docs/decisions/029-webhook-ssrf.md).
 * Parsing and the special-purpose ranges come from `ipaddr.js`; what it does not cover (IPv4 inside
 * IPv6, zones, IPv4-compatible addresses) is decided here, so every spelling of an inside address
 * comes to the same answer.
 */
import ipaddr from 'ipaddr.js';

/** The IPv6 ranges that carry an IPv4 address, and the bit at which it starts. */
const EMBEDDED_V4: Record<string, number> = {
  ipv4Mapped: 96, // ::ffff:a.b.c.d
  rfc6145: 96, // ::ffff:0:a.b.c.d
  '6to4': 16, // 2002:aabb:ccdd::
};
/** The well-known NAT64 prefix (64:ff9b::/96) translates to the public IPv4 address inside it. */
const NAT64 = ipaddr.IPv6.parse('64:ff9b::');

function v4At(v6: ipaddr.IPv6, bit: number): ipaddr.IPv4 {
  const bytes = v6.toByteArray();
  return new ipaddr.IPv4(bytes.slice(bit / 8, bit / 8 + 4));
}

function isPublicV4(v4: ipaddr.IPv4): boolean {
  return v4.range() === 'unicast';
}

function isPublicV6(v6: ipaddr.IPv6): boolean {
  // The IPv4-compatible ::/96 (deprecated; with :: and ::1) is never a public host.
  if (v6.parts.slice(0, 6).every((p) => p === 0)) return false;
  const range = v6.range();
  if (range === 'unicast') return true;
  const embeddedAt = EMBEDDED_V4[range];
  if (embeddedAt !== undefined) return isPublicV4(v4At(v6, embeddedAt));
  if (range === 'rfc6052' && v6.match(NAT64, 96)) return isPublicV4(v4At(v6, 96));
  return false;
}

function canonicalV6(text: string): string | null {
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/**
 * True when `address` (an IP address as text, in any spelling `ipaddr.js` reads: dotted, hex,
 * octal, decimal and short IPv4; IPv6 with or without brackets and zone) is a public unicast
 * address. Anything else — loopback, private, link-local, CGNAT, multicast, broadcast,
 * unspecified, benchmarking, documentation, reserved, or not an address at all — is not.
 */
export function isPublicAddress(address: string): boolean {
  let text = address.replace(/^\[(.*)\]$/, '$1');
  if (text.includes(':')) {
    // Zones name link-local scopes only. The rest is written as WHATWG URL writes it: ipaddr.js
    // reads a dotted tail after `::` as IPv4-mapped (`::8.8.8.8` as `::ffff:8.8.8.8`).
    if (text.includes('%')) return false;
    const canonical = canonicalV6(text);
    if (canonical === null) return false;
    text = canonical;
  }
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  return parsed.kind() === 'ipv4' ? isPublicV4(parsed as ipaddr.IPv4) : isPublicV6(parsed as ipaddr.IPv6);
}

/** A URL's host as a connection would use it: WHATWG-normalised, without IPv6 brackets. */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
}

/** True when `host` is an IP address literal (any spelling `ipaddr.js` reads), not a name. */
export function isAddressLiteral(host: string): boolean {
  return ipaddr.isValid(host);
}

/**
 * True when a webhook URL visibly points inside before any name is resolved: its host is an
 * address that is not public, or a name that always means this machine (`localhost`,
 * `*.localhost`). Names are judged when they are resolved, at each delivery.
 */
export function pointsInside(url: string): boolean {
  let host: string;
  try {
    host = hostOf(url).toLowerCase().replace(/\.$/, '');
  } catch {
    return true;
  }
  if (isAddressLiteral(host)) return !isPublicAddress(host);
  return host === 'localhost' || host.endsWith('.localhost');
}
