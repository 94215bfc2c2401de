import ipaddr from 'ipaddr.js';
import { plainAddress } from './target-host.ts';

/**
 * Targets an operator lets webhooks reach although the SSRF guard would refuse them (WEBHOOK_ALLOWED_HOSTS: a
 * comma list of host names, IP addresses or CIDR ranges, e.g. `127.0.0.1` for tests and the bench, or
 * `hooks.internal,10.20.0.0/16` for a receiver inside the customer's own network).
 */
export interface AllowedTargets {
  hosts: ReadonlySet<string>;
  ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

export const NOTHING_ALLOWED: AllowedTargets = { hosts: new Set(), ranges: [] };

/** Parses the allow list; an entry that is neither a host name, an address nor a range throws, naming it. */
export function parseAllowedTargets(text: string | undefined): AllowedTargets {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/\.+$/, '');
    if (!entry) continue;
    if (entry.includes('/')) {
      try {
        ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        throw new Error(`'${raw.trim()}' is not a CIDR range`);
      }
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) {
      hosts.add(entry);
    } else {
      throw new Error(`'${raw.trim()}' is not a host name, IP address or CIDR range`);
    }
  }
  return { hosts, ranges };
}

/** Whether the operator allows this address (an IPv6 address wrapping an IPv4 one counts as that IPv4 one). */
export function isAllowedAddress(address: ipaddr.IPv4 | ipaddr.IPv6, allowed: AllowedTargets): boolean {
  const plain = plainAddress(address);
  return allowed.ranges.some(([net, bits]) => net.kind() === plain.kind() && plain.match(net, bits));
}
