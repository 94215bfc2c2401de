import type { FastifyInstance } from 'fastify';

export interface RouteMethods {
  /** The route as registered, with its parameters (`/api/devices/:id/users`). */
  url: string;
  methods: string[];
}

// one line of Fastify's route tree: the indent (4 characters a level), the segment, its methods if it has a handler
const LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app answers, from Fastify's own route table (printRoutes), so a test can go over all of them
 * and a route added later is included without anyone listing it.
 */
export function listRoutes(app: FastifyInstance): RouteMethods[] {
  const stack: string[] = [];
  const routes: RouteMethods[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(', ') });
  }
  return routes;
}
