import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** How to authenticate, at the top of the document (spec 3 §2.4 API tab, decision 0044). */
const API_DESCRIPTION = [
  'Live tracker map API. Every call answers `{ data, meta? }`; failures answer `{ message, errors? }`.',
  '',
  '## Authentication',
  'Send `Authorization: Bearer <token>` with every call.',
  '',
  '- **Account API token** (for integrations): an administrator of an account with API access opens Manage → API',
  '  and presses Reset, or calls `POST /api/accounts/{accountId}/reset-token` while signed in. The token is shown',
  '  once (only its hash is kept): copy it then. Each reset replaces the previous token at once.',
  "  The token reaches only its own account's calls (`/api/accounts/{accountId}/...`, e.g.",
  '  `GET /api/accounts/{accountId}/device-list`), with the rights of an account administrator, as long as the',
  '  administrator who reset it remains one and the account keeps API access. It cannot sign in, change',
  '  passwords or issue tokens.',
  '- **Session token**: `POST /api/token` with `{ email, password }` answers `data.token`.',
  '',
  'Example: `curl -H "Authorization: Bearer $TOKEN" https://<host>/api/accounts/12/device-list`',
].join('\n');

/** OpenAPI 3 document built from the routes' zod schemas (packages/contracts); Swagger UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lodestar API',
        version: '1.0.0',
        description: API_DESCRIPTION,
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A session token from `POST /api/token`, or the account API token from `POST /api/accounts/{accountId}/reset-token` (the manage area's API tab), sent as `Authorization: Bearer <token>`.",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles: its pages alone get a policy that allows them (decision 0026)
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  });
}
