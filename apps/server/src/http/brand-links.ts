import type { Config } from '../config.ts';

/** The address each brand's web app is served at, for links in messages (spec 1 §1: business and consumer). */
export interface BrandLinks {
  business: string;
  consumer: string;
}

/**
 * The public address with each brand host in place of its host (scheme and port kept, as the brand hand-over and
 * the socket's origins do), when the public address is one of the two brand hosts. When it is neither (an
 * operator who set PUBLIC_URL alone and left the brand hosts at their development defaults), both brands link to
 * the public address: a link to a host that does not serve us would be worse than one to the other brand.
 */
export function brandLinks(
  config: Pick<Config, 'BUSINESS_HOST' | 'CONSUMER_HOST' | 'PUBLIC_URL'>,
): BrandLinks {
  const publicUrl = new URL(config.PUBLIC_URL);
  const hosts = [config.BUSINESS_HOST, config.CONSUMER_HOST].map((h) => h.toLowerCase());
  const onBrandHost = hosts.some((h) => h === publicUrl.host || h === publicUrl.hostname);
  const withHost = (host: string) => (onBrandHost ? brandOrigin(publicUrl, host) : publicUrl.origin);
  return { business: withHost(config.BUSINESS_HOST), consumer: withHost(config.CONSUMER_HOST) };
}

/**
 * A brand host on the public address's scheme and port, unless the host names its own port: where the brand
 * hand-over sends the browser, so where links point and the origin a socket from that brand carries.
 */
export function brandOrigin(publicUrl: URL, host: string): string {
  const url = new URL(publicUrl.origin);
  if (/:\d+$/.test(host)) url.host = host;
  else url.hostname = host;
  return url.origin;
}

/** Where an account's people open the app: a business account lives on the business brand (decision 0004). */
export const linkBaseOf = (links: BrandLinks, isBusiness: boolean): string =>
  isBusiness ? links.business : links.consumer;
