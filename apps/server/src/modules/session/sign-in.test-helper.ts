import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { hashPassword } from './password.ts';

/** Signs in through the API, as the web app does; fails the test loudly when the sign-in itself fails. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/token', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser request: the given cookies plus the client header the web app sends on every call. */
export const browser = (cookies: Record<string, string>, withClientHeader = true) => ({
  cookie: Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; '),
  ...(withClientHeader && { [CSRF_HEADER]: 'web' }),
});

/** The Set-Cookie header for one cookie name, as the browser would receive it. */
export function setCookieHeader(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}

/** A user created for one test (with the demo password), optionally a member of an account. */
export async function createUser(
  database: Database,
  opts: {
    email: string;
    name?: string;
    isGpxAdmin?: boolean;
    accountId?: number;
    role?: 'admin' | 'all' | 'devices';
  },
): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({
      name: opts.name ?? 'Test Person',
      email: opts.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isGpxAdmin: opts.isGpxAdmin ?? false,
    })
    .returning({ id: users.id });
  if (opts.accountId)
    await database.db
      .insert(memberships)
      .values({ accountId: opts.accountId, userId: row!.id, role: opts.role ?? 'all' });
  return row!.id;
}
