import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import { isAllowedAddress, unmapped, type AllowedTargets } from './allowed-targets.ts';

/** Why an address class is refused, in the words a rule's run shows. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
};
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

/**
 * What kind of refused address this is ('a loopback address'), or null when a webhook may go to it: only public
 * unicast addresses pass (loopback, private, link-local, CGNAT, unspecified, multicast, the cloud metadata address
 * and every reserved or tunnelling range are refused), unless the operator allows the address.
 */
export function refusedAddressKind(text: string, allowed: AllowedTargets): string | null {
  const address = unmapped(ipaddr.parse(text));
  if (isAllowedAddress(address, allowed)) return null;
  if (METADATA_ADDRESSES.has(address.toString())) return 'the cloud metadata address';
  const range = address.range();
  if (range === 'unicast') return null;
  return RANGE_WORDS[range] ?? 'a reserved address';
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * What can be told about a webhook URL without the network (the rules API answers 422 with it at save time):
 * http(s) only, no user name or password, and no literal private address or `localhost` name. A URL that passes
 * may still be refused when it is sent, once its name is resolved.
 */
export function checkWebhookUrl(text: string, allowed: AllowedTargets): UrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'the webhook URL is not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'a webhook URL must start with http:// or https://' };
  if (url.username || url.password)
    return { ok: false, reason: 'a webhook URL may not carry a user name or password' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (allowed.hosts.has(host)) return { ok: true, url };
  if (ipaddr.isValid(host)) {
    const kind = refusedAddressKind(host, allowed);
    return kind ? { ok: false, reason: `refused: ${host} is ${kind}` } : { ok: true, url };
  }
  if (host === 'localhost' || host.endsWith('.localhost'))
    return { ok: false, reason: `refused: ${host} is a loopback address` };
  return { ok: true, url };
}

export interface ResolvedTarget {
  url: URL;
  /** The checked address the request connects to (never resolved again: no DNS rebinding in between). */
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Checks a webhook URL and resolves its host, refusing it (PermanentDeliveryError) when any address the name
 * has is refused: a name with one private address among public ones could be steered to it.
 */
export async function resolveWebhookTarget(
  text: string,
  allowed: AllowedTargets,
  resolve: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const checked = checkWebhookUrl(text, allowed);
  if (!checked.ok) throw new PermanentDeliveryError(checked.reason);
  const { url } = checked;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const hostAllowed = allowed.hosts.has(host);
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host))
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv4' ? 4 : 6 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      // a name that does not resolve now may resolve later (DNS outage): retried
      throw new Error(`could not resolve ${host}: ${(err as Error).message}`, { cause: err });
    }
  }
  if (addresses.length === 0) throw new Error(`could not resolve ${host}: no address`);
  for (const a of addresses) {
    const kind = hostAllowed ? null : refusedAddressKind(a.address, allowed);
    if (kind) throw new PermanentDeliveryError(`refused: ${host} resolves to ${a.address}, ${kind}`);
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
