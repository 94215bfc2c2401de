import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  confirmIntent,
  list,
  magicCard,
  missing,
  stripeError,
  text,
  type FakeAnswer,
  type Params,
  type StripeObject,
} from './fake-stripe-objects.test-helper.ts';

/** A request the fake received, for tests to check what the adapter sent. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
}

/** Stripe's form encoding (`a[b][0]=v`) read back into nested objects. */
function parseForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Params;
    node[path.at(-1)!] = value;
  }
  return out;
}

/**
 * A local fake of the parts of Stripe's API the adapter uses, on 127.0.0.1: form-encoded requests, objects kept
 * in memory, Idempotency-Key replays (the first answer, errors included), and Stripe-shaped errors. Tests point
 * the SDK at it with STRIPE_API_URL; nothing goes to the network.
 */
export async function fakeStripeApi() {
  const objects = new Map<string, StripeObject>();
  const replays = new Map<string, { route: string; answer: FakeAnswer }>();
  const requests: FakeRequest[] = [];
  let next = 0;
  const make = (prefix: string, fields: Record<string, unknown>): StripeObject => {
    const id = `${prefix}_fake${++next}`;
    const object: StripeObject = { id, livemode: false, created: Math.floor(Date.now() / 1000), ...fields };
    objects.set(id, object);
    return object;
  };
  const find = (id: string) => objects.get(id) ?? magicCard(id);
  const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

  function route(method: string, path: string, p: Params): FakeAnswer {
    const [, , kind, id, action] = path.split('/');
    const existing = id ? objects.get(id) : undefined;
    if (method === 'POST' && kind === 'customers' && !id) {
      return ok(
        make('cus', {
          object: 'customer',
          name: text(p.name),
          email: text(p.email),
          metadata: p.metadata ?? {},
        }),
      );
    }
    if (method === 'POST' && (kind === 'payment_intents' || kind === 'setup_intents') && !id) {
      const prefix = kind === 'payment_intents' ? 'pi' : 'seti';
      const intent = make(prefix, {
        object: kind.slice(0, -1),
        amount: Number(text(p.amount) ?? 0),
        currency: text(p.currency),
        customer: text(p.customer) ?? null,
        payment_method: text(p.payment_method) ?? null,
        payment_method_types: list(p.allowed_payment_method_types),
        setup_future_usage: text(p.setup_future_usage) ?? null,
        usage: text(p.usage),
        metadata: p.metadata ?? {},
        status: text(p.payment_method) ? 'requires_confirmation' : 'requires_payment_method',
        last_payment_error: null,
        last_setup_error: null,
        next_action: null,
      });
      intent.client_secret = `${intent.id}_secret_fake`;
      if (text(p.confirm) !== 'true') return ok(intent);
      return confirm(intent, p);
    }
    if (kind === 'payment_intents' || kind === 'setup_intents') {
      if (!existing) return missing(kind.slice(0, -1), id!);
      if (method === 'GET') return ok(existing);
      if (action === 'confirm') return confirm(existing, p);
    }
    if (kind === 'payment_methods') {
      if (method === 'POST' && !id) {
        const bank = p.us_bank_account as Params | undefined;
        const routing = text(bank?.routing_number) ?? '';
        if (text(p.type) !== 'us_bank_account' || !/^\d{9}$/.test(routing)) {
          return stripeError(400, {
            code: 'routing_number_invalid',
            param: 'us_bank_account[routing_number]',
            message: 'Routing number must have 9 digits',
          });
        }
        const last4 = (text(bank?.account_number) ?? '').slice(-4);
        const details = {
          bank_name: 'STRIPE TEST BANK',
          last4,
          account_holder_type: text(bank?.account_holder_type),
        };
        return ok(
          make('pm', {
            object: 'payment_method',
            type: 'us_bank_account',
            customer: null,
            us_bank_account: details,
          }),
        );
      }
      const pm = find(id!);
      if (!pm) return missing('PaymentMethod', id!);
      if (method === 'GET') return ok(pm);
      if (action === 'detach') return ok(Object.assign(pm, { customer: null }));
    }
    return stripeError(404, { message: `Unrecognized request URL (${method}: ${path})` });
  }

  function confirm(intent: StripeObject, p: Params): FakeAnswer {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return stripeError(400, {
        code: `${String(intent.object)}_unexpected_state`,
        message: `You cannot confirm this ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} because it has already succeeded after being previously confirmed.`,
      });
    }
    const methodId = text(p.payment_method) ?? (intent.payment_method as string | null);
    const method = methodId ? find(methodId) : null;
    if (!method)
      return stripeError(400, {
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${methodId}'`,
      });
    return confirmIntent(intent, method, p) ?? ok(intent);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
    const key = req.headers['idempotency-key'] as string | undefined;
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, params, idempotencyKey: key });
    let answer: FakeAnswer;
    const routeName = `${method} ${url.pathname}`;
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      answer = stripeError(401, { message: 'Invalid API Key provided' });
    } else if (key && replays.has(key)) {
      const replay = replays.get(key)!;
      answer =
        replay.route === routeName
          ? replay.answer
          : stripeError(400, {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used for the same endpoint they were first used for.',
            });
      res.setHeader('Idempotent-Replayed', 'true');
    } else {
      answer = route(method, url.pathname, params);
      // a replay answers what the first request got, not the object as it is now
      if (key && method === 'POST')
        replays.set(key, { route: routeName, answer: JSON.parse(JSON.stringify(answer)) as FakeAnswer });
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_fake${requests.length}`,
    });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    /** what a payment intent settles to, as Stripe would later report by webhook */
    settle(id: string, status: 'succeeded' | 'requires_payment_method') {
      Object.assign(objects.get(id)!, { status });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
