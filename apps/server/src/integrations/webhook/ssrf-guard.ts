import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import { isAllowedAddress, type AllowedTargets } from './allowed-targets.ts';
import {
  isLoopbackName,
  parseTargetHost,
  plainAddress,
  type TargetAddress,
  type TargetHost,
} from './target-host.ts';

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
export function refusedAddressKind(given: string | TargetAddress, allowed: AllowedTargets): string | null {
  const address = plainAddress(typeof given === 'string' ? ipaddr.parse(given) : given);
  if (isAllowedAddress(address, allowed)) return null;
  if (METADATA_ADDRESSES.has(address.toString())) return 'the cloud metadata address';
  const range = address.range();
  if (range === 'unicast') return null;
  return RANGE_WORDS[range] ?? 'a reserved address';
}

export type UrlCheck = { ok: true; url: URL; host: TargetHost } | { ok: false; reason: string };

/** How a refused host is named: as written, with the address it stands for when that differs. */
function shown(host: TargetHost): string {
  const plain = host.kind === 'address' ? host.address.toString() : host.name;
  return plain === host.written ? plain : `${host.written} (${plain})`;
}

/**
 * What can be told about a webhook URL or push endpoint without the network (the rules and push APIs answer 422
 * with it at save time): http(s) only, no user name or password, and no private, loopback or link-local address
 * nor `localhost` name, however spelt (the host is read by parseTargetHost first). A URL that passes may still be
 * refused when it is sent, once its name is resolved.
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
  const host = parseTargetHost(url);
  if (host.kind === 'name') {
    if (allowed.hosts.has(host.name)) return { ok: true, url, host };
    if (isLoopbackName(host.name))
      return { ok: false, reason: `refused: ${shown(host)} is a loopback address` };
    return { ok: true, url, host };
  }
  const kind = refusedAddressKind(host.address, allowed);
  return kind ? { ok: false, reason: `refused: ${shown(host)} is ${kind}` } : { ok: true, url, host };
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
  if (checked.host.kind === 'address') {
    // the address checked is the one connected to (::ffff:a.b.c.d and ::a.b.c.d connect as a.b.c.d)
    const { address } = checked.host;
    return { url, address: address.toString(), family: address.kind() === 'ipv4' ? 4 : 6 };
  }
  const host = checked.host.name;
  const hostAllowed = allowed.hosts.has(host);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(host);
  } catch (err) {
    // a name that does not resolve now may resolve later (DNS outage): retried
    throw new Error(`could not resolve ${host}: ${(err as Error).message}`, { cause: err });
  }
  if (addresses.length === 0) throw new Error(`could not resolve ${host}: no address`);
  for (const a of addresses) {
    const kind = hostAllowed ? null : refusedAddressKind(a.address, allowed);
    if (kind) throw new PermanentDeliveryError(`refused: ${host} resolves to ${a.address}, ${kind}`);
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
