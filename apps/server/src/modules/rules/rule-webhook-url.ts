import { isIP } from 'node:net';
import { RULE_TEXTS } from '@lodestar/contracts';

/** IPv4 ranges no customer webhook should reach: this host, private networks, link-local, CGNAT, unspecified. */
const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
];

const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const inV4Range = (ip: string) =>
  PRIVATE_V4.some(([base, bits]) => Math.floor(v4Number(ip) / 2 ** (32 - bits)) === base / 2 ** (32 - bits));

function isPrivateV6(ip: string): boolean {
  const v = ip.toLowerCase();
  if (v === '::' || v === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) return inV4Range(mapped[1]!);
  return /^f[cd]/.test(v) || /^fe[89ab]/.test(v);
}

/**
 * The save-time check of a rule's webhook URL (decision 0050): an obviously private target (localhost, a literal
 * loopback, private or link-local address) is refused unless the operator allows private webhooks. Names are not
 * resolved here; the send-time guard checks the address actually connected to.
 */
export async function webhookUrlRefusal(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return RULE_TEXTS.privateUrl;
  const kind = isIP(host);
  if (kind === 4 && inV4Range(host)) return RULE_TEXTS.privateUrl;
  if (kind === 6 && isPrivateV6(host)) return RULE_TEXTS.privateUrl;
  return null;
}
