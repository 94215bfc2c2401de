import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import { NOTHING_ALLOWED, parseAllowedTargets } from './allowed-targets.ts';
import { checkWebhookUrl, resolveWebhookTarget, type Resolver } from './ssrf-guard.ts';

const answers: Record<string, { address: string; family: number }[]> = {
  'hooks.example.com': [{ address: '93.184.215.14', family: 4 }],
  'rebind.example.com': [{ address: '127.0.0.1', family: 4 }],
  'mixed.example.com': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'v6.example.com': [{ address: '::1', family: 6 }],
};
const fakeDns: Resolver = async (host) => {
  const found = answers[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

async function refusal(url: string, allowed = NOTHING_ALLOWED): Promise<string> {
  try {
    await resolveWebhookTarget(url, allowed, fakeDns);
  } catch (err) {
    expect(err).toBeInstanceOf(PermanentDeliveryError);
    return (err as Error).message;
  }
  throw new Error(`${url} was not refused`);
}

describe('the webhook SSRF guard', () => {
  it.each([
    ['http://127.0.0.1/hook', 'refused: 127.0.0.1 is a loopback address'],
    ['http://[::1]:8080/hook', 'refused: ::1 is a loopback address'],
    ['http://localhost/hook', 'refused: localhost is a loopback address'],
    ['http://api.localhost/hook', 'refused: api.localhost is a loopback address'],
    ['http://10.1.2.3/hook', 'refused: 10.1.2.3 is a private address'],
    ['https://192.168.1.1/hook', 'refused: 192.168.1.1 is a private address'],
    ['http://172.20.0.5/hook', 'refused: 172.20.0.5 is a private address'],
    ['http://[fd12::1]/hook', 'refused: fd12::1 is a private address'],
    ['http://169.254.169.254/latest/meta-data', 'refused: 169.254.169.254 is the cloud metadata address'],
    ['http://169.254.1.1/', 'refused: 169.254.1.1 is a link-local address'],
    ['http://[fe80::1]/', 'refused: fe80::1 is a link-local address'],
    ['http://100.64.0.1/', 'refused: 100.64.0.1 is a carrier-grade NAT address'],
    ['http://0.0.0.0/', 'refused: 0.0.0.0 is an unspecified address'],
    ['http://224.0.0.1/', 'refused: 224.0.0.1 is a multicast address'],
    // spellings the URL parser turns into 127.0.0.1, and an IPv4-mapped IPv6 loopback
    ['http://2130706433/', 'refused: 127.0.0.1 is a loopback address'],
    ['http://0x7f.1/', 'refused: 127.0.0.1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/', 'refused: ::ffff:7f00:1 (127.0.0.1) is a loopback address'],
  ])('refuses %s', async (url, reason) => {
    expect(await refusal(url)).toBe(reason);
    expect(checkWebhookUrl(url, NOTHING_ALLOWED)).toEqual({ ok: false, reason });
  });

  // Every spelling of a loopback, private or link-local target is refused at save time, before any DNS: the host
  // is read into one canonical form first (trailing dots, IPv6 wrapping IPv4, number forms, case, IDN).
  it.each([
    ['http://[::127.0.0.1]/', '::7f00:1 (127.0.0.1) is a loopback address'],
    ['http://[0:0:0:0:0:0:127.0.0.1]/', '::7f00:1 (127.0.0.1) is a loopback address'],
    ['http://[::10.0.0.1]/hook', '::a00:1 (10.0.0.1) is a private address'],
    ['http://[::169.254.169.254]/', '::a9fe:a9fe (169.254.169.254) is the cloud metadata address'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1 (127.0.0.1) is a loopback address'],
    ['http://[0:0:0:0:0:ffff:192.168.0.1]/', '::ffff:c0a8:1 (192.168.0.1) is a private address'],
    ['http://[::ffff:169.254.1.1]/', '::ffff:a9fe:101 (169.254.1.1) is a link-local address'],
    ['http://[0000::1]/', '::1 is a loopback address'],
    ['http://[::]/', ':: is an unspecified address'],
    ['http://[64:ff9b::127.0.0.1]/', '64:ff9b::7f00:1 is a reserved address'],
    ['http://[2002:7f00:1::]/', '2002:7f00:1:: is a reserved address'],
    ['http://[FE80::abcd]/', 'fe80::abcd is a link-local address'],
    ['http://localhost./', 'localhost. (localhost) is a loopback address'],
    ['https://LOCALHOST.:8443/', 'localhost. (localhost) is a loopback address'],
    ['http://localhost../', 'localhost.. (localhost) is a loopback address'],
    ['http://localhost%2e/', 'localhost. (localhost) is a loopback address'],
    ['http://Api.LocalHost./', 'api.localhost. (api.localhost) is a loopback address'],
    ['http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/', 'localhost is a loopback address'],
    ['http://127.0.0.1./', '127.0.0.1 is a loopback address'],
    ['http://127.1/', '127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/', '127.0.0.1 is a loopback address'],
    ['http://017700000001/', '127.0.0.1 is a loopback address'],
    ['http://0x7f000001/', '127.0.0.1 is a loopback address'],
    ['http://0x0a.0x00.0x00.0x01/', '10.0.0.1 is a private address'],
    ['http://3232235521/', '192.168.0.1 is a private address'],
    ['http://0/', '0.0.0.0 is an unspecified address'],
    ['http://10.0.0.1%2e/', '10.0.0.1 is a private address'],
  ])('refuses the spelling %s at save time and when sending', async (url, what) => {
    const reason = `refused: ${what}`;
    expect(checkWebhookUrl(url, NOTHING_ALLOWED)).toEqual({ ok: false, reason });
    expect(await refusal(url)).toBe(reason);
  });

  it('reads a public host the same however it is spelt, and lets it through', async () => {
    expect(checkWebhookUrl('https://Hooks.Example.COM./in', NOTHING_ALLOWED)).toMatchObject({
      ok: true,
      host: { kind: 'name', name: 'hooks.example.com' },
    });
    const target = await resolveWebhookTarget('https://hooks.example.com./in', NOTHING_ALLOWED, fakeDns);
    expect(target.address).toBe('93.184.215.14');
    // an IPv6 address wrapping a public IPv4 one connects to that IPv4 address, the one checked
    expect(
      await resolveWebhookTarget('http://[::ffff:93.184.215.14]/', NOTHING_ALLOWED, fakeDns),
    ).toMatchObject({
      address: '93.184.215.14',
      family: 4,
    });
  });

  it("matches the operator's allow list in the same canonical form", async () => {
    const allowed = parseAllowedTargets('127.0.0.1, hooks.internal.');
    expect(checkWebhookUrl('http://[::127.0.0.1]:9000/', allowed).ok).toBe(true);
    expect(checkWebhookUrl('http://localhost./', allowed).ok).toBe(false);
    expect(checkWebhookUrl('http://HOOKS.internal/', allowed).ok).toBe(true);
    expect(checkWebhookUrl('http://hooks.internal./', allowed).ok).toBe(true);
  });

  it('refuses a name that resolves to a loopback or private address, checking every address it has', async () => {
    expect(await refusal('https://rebind.example.com/x')).toBe(
      'refused: rebind.example.com resolves to 127.0.0.1, a loopback address',
    );
    expect(await refusal('https://mixed.example.com/x')).toBe(
      'refused: mixed.example.com resolves to 10.0.0.7, a private address',
    );
    expect(await refusal('https://v6.example.com/x')).toBe(
      'refused: v6.example.com resolves to ::1, a loopback address',
    );
    // a name alone says nothing at save time: only sending resolves it
    expect(checkWebhookUrl('https://rebind.example.com/x', NOTHING_ALLOWED).ok).toBe(true);
  });

  it('refuses credentials in the URL (http://user@host) and schemes other than http(s)', async () => {
    expect(await refusal('http://hooks.example.com@127.0.0.1/')).toBe(
      'a webhook URL may not carry a user name or password',
    );
    expect(await refusal('http://user:pw@hooks.example.com/')).toBe(
      'a webhook URL may not carry a user name or password',
    );
    expect(await refusal('file:///etc/passwd')).toBe('a webhook URL must start with http:// or https://');
    expect(await refusal('gopher://hooks.example.com/')).toBe(
      'a webhook URL must start with http:// or https://',
    );
    expect(await refusal('not a url')).toBe('the webhook URL is not a valid URL');
  });

  it('connects to the public address it checked', async () => {
    const target = await resolveWebhookTarget('https://hooks.example.com/in', NOTHING_ALLOWED, fakeDns);
    expect(target).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(target.url.href).toBe('https://hooks.example.com/in');
  });

  it('lets through what the operator allows: an address, a range or a host name', async () => {
    const allowed = parseAllowedTargets('127.0.0.1, 10.20.0.0/16, rebind.example.com');
    expect((await resolveWebhookTarget('http://127.0.0.1:9999/hook', allowed, fakeDns)).address).toBe(
      '127.0.0.1',
    );
    expect((await resolveWebhookTarget('http://10.20.3.4/hook', allowed, fakeDns)).address).toBe('10.20.3.4');
    expect((await resolveWebhookTarget('http://rebind.example.com/', allowed, fakeDns)).address).toBe(
      '127.0.0.1',
    );
    expect(await refusal('http://10.21.0.1/', allowed)).toBe('refused: 10.21.0.1 is a private address');
    expect(await refusal('http://localhost/', allowed)).toBe('refused: localhost is a loopback address');
  });

  it('retries a name that does not resolve now, and names a bad allow-list entry', async () => {
    await expect(
      resolveWebhookTarget('https://nowhere.example.com/', NOTHING_ALLOWED, fakeDns),
    ).rejects.toThrow('could not resolve nowhere.example.com');
    await expect(
      resolveWebhookTarget('https://nowhere.example.com/', NOTHING_ALLOWED, fakeDns),
    ).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    expect(() => parseAllowedTargets('10.0.0.0/99')).toThrow("'10.0.0.0/99' is not a CIDR range");
    expect(() => parseAllowedTargets('hooks!example')).toThrow("'hooks!example' is not a host name");
    // the server does not start with an allow list it cannot read
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,10.0.0.0/99' })).toThrow(
      "WEBHOOK_ALLOWED_HOSTS: '10.0.0.0/99' is not a CIDR range",
    );
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1, hooks.internal' }).WEBHOOK_ALLOWED_HOSTS).toBe(
      '127.0.0.1, hooks.internal',
    );
  });
});
