import ipaddr from 'ipaddr.js';

export type TargetAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * The host of a URL the server will POST to (a webhook, a push endpoint), in the one form every check reads: an
 * address, or a host name. The WHATWG URL parser has already lower-cased the name, mapped IDN to punycode and read
 * decimal, octal and hex IPv4 (`2130706433`, `0x7f.1`); what it leaves is done here, so that no spelling of a
 * loopback or private target looks like a public one: a name's trailing dots (`localhost.` is `localhost`), and an
 * IPv6 address that carries an IPv4 one (`::ffff:127.0.0.1`, and the deprecated `::127.0.0.1`).
 */
export type TargetHost =
  | { kind: 'address'; address: TargetAddress; written: string }
  | { kind: 'name'; name: string; written: string };

/** Parses a URL's host (as `new URL()` gave it) into its canonical address or name. */
export function parseTargetHost(url: URL): TargetHost {
  const written = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (ipaddr.isValid(written))
    return { kind: 'address', address: plainAddress(ipaddr.parse(written)), written };
  const name = written.replace(/\.+$/, '');
  // `127.0.0.1.` is read as an address by the URL parser already; this catches any other dotted literal left
  if (ipaddr.IPv4.isValidFourPartDecimal(name))
    return { kind: 'address', address: ipaddr.parse(name), written };
  return { kind: 'name', name, written };
}

/**
 * An IPv6 address that only wraps an IPv4 one is that IPv4 address: IPv4-mapped `::ffff:a.b.c.d` and
 * IPv4-compatible `::a.b.c.d` (the unspecified `::` and loopback `::1` stay themselves).
 */
export function plainAddress(address: TargetAddress): TargetAddress {
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const parts = v6.parts;
  const [high, low] = [parts[6]!, parts[7]!];
  const compatible = parts.slice(0, 6).every((p) => p === 0) && (high !== 0 || low > 1);
  return compatible ? new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]) : v6;
}

/** `localhost` and every name under it (RFC 6761): always the machine itself, whatever DNS says. */
export function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Whether the host is this machine: a loopback address or a `localhost` name, however written. */
export function isLoopbackHost(host: TargetHost): boolean {
  return host.kind === 'name' ? isLoopbackName(host.name) : host.address.range() === 'loopback';
}
