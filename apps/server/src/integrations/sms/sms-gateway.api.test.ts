import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_TEXTS } from '@lodestar/contracts';
import { catalogueId, storedMessages, trackerFacts } from '../../modules/commands/commands.test-helper.ts';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let gateway: http.Server;
let refuse = false;
const received: unknown[] = [];

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body));
      if (refuse) res.writeHead(503).end('no credit');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"sms-1"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({ SMS_URL: `http://127.0.0.1:${port}/send` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('SMS commands through an HTTP gateway (SMS_URL)', () => {
  it('posts the number and text, and marks the message sent; a refusal marks it failed with 502', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const van = t.demo.devices.driver[0]!;
    const { phone, modelId } = await trackerFacts(t.database, van);
    const payload = { command_id: await catalogueId(t.database, modelId, 'Reboot'), send_via: ['sms'] };
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/devices/${van}/dialogs`, headers: bearer(admin), payload });

    const ok = await send();
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data[0]).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(received).toEqual([{ to: phone, text: 'reboot' }]);

    refuse = true;
    const refused = await send();
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: COMMAND_TEXTS.sendFailed });
    const [, failed] = await storedMessages(t.database, van);
    expect(failed).toMatchObject({ channel: 'sms', status: 'failed', sentAt: null });
  });
});
