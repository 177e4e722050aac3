/**
 * Which addresses the server may fetch from on someone else's say-so (a feed url, a vendor's
 * search url): only globally routable unicast ones. Loopback, private, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, multicast, broadcast, unspecified and every reserved or
 * documentation range are refused, in IPv4 and IPv6 alike; an IPv6 address carrying an IPv4 one
 * (IPv4-mapped `::ffff:127.0.0.1`, NAT64, 6to4, Teredo) is judged by what it carries or refused.
 * Exceptions are explicit `host:port` pairs (FEED_ALLOWED_HOSTS, the demo's vendor simulator).
 */
import ipaddr from 'ipaddr.js';

/** True only for a globally routable unicast address (IPv4, or IPv6 including IPv4-mapped forms). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped and IPv4-compatible IPv6 addresses into the IPv4 address they carry.
  return ipaddr.process(address).range() === 'unicast';
}

/** An IP literal as written in a url host (`[::1]` for IPv6), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** `host:port` of a url as the allow-list spells it: lower case, the default port made explicit. */
export function hostAndPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** The allow-list entry naming the server of `url` (e.g. a simulator's base url). */
export function allowListEntry(url: string): string {
  return hostAndPort(new URL(url));
}

/** The problem with one allow-list entry, or null when it is a well-formed `host:port`. */
export function allowedHostProblem(entry: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(entry);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) return `"${entry}" is not host:port`;
  return null;
}

/** Parses a comma-separated `host:port` list (FEED_ALLOWED_HOSTS) into its normalised entries. */
export function parseAllowedHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}
