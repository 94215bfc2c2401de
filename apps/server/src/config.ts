import { z } from 'zod';
import { parseAllowedTargets } from './integrations/webhook/allowed-targets.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable the server reads, parsed once at start-up. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Host names of the two brand variants (spec 1 §1). */
  BUSINESS_HOST: z.string().default('business.localhost'),
  CONSUMER_HOST: z.string().default('localhost'),
  /** Cookie Domain attribute so the brand subdomains share the session, e.g. `.example.com`. Host-only when unset. */
  COOKIE_DOMAIN: z.string().optional(),
  /** Public address of the web app, used in emailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /** SMTP transport URL; without it mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  /** HTTP SMS gateway taking POST { to, text } as JSON; without it SMS commands become files in SMS_OUTBOX. */
  SMS_URL: z.string().url().optional(),
  /** Where SMS commands are written when SMS_URL is not set; default DATA_DIR/sms-outbox. */
  SMS_OUTBOX: z.string().optional(),
  /** Secret for HMACs such as the chat identity hash. */
  APP_SECRET: z.string().min(16).default('lodestar-development-secret-change-me'),
  /** Runs the simulated demo fleet inside the server process. */
  SIMULATOR: bool.default(true),
  /** Seeds the demo accounts on first start of an empty embedded database. */
  SEED_DEMO: bool.default(true),
  /** Writes the demo's older history after listening (the default, decision 0029) or all of it before (e2e). */
  SEED_IN_BACKGROUND: bool.default(true),
  /** Port of the OsmAnd protocol listener (Traccar Client and compatible trackers); 0 disables it. */
  OSMAND_PORT: z.coerce.number().int().min(0).max(65535).default(5055),
  /** Unit of the OsmAnd `speed` parameter: knots (the protocol's default), km/h, m/s or mph. */
  OSMAND_SPEED_UNIT: z.enum(['kn', 'kmh', 'mps', 'mph']).default('kn'),
  /**
   * Shared secret a Traccar server sends in the X-Lodestar-Secret header when forwarding positions. Unset, the
   * forwarding endpoint is off (decision 0027).
   */
  TRACCAR_FORWARD_SECRET: z.string().optional(),
  /** Reverse geocoder: `offline` (bundled gazetteer), or `nominatim:<url>` / `photon:<url>`. */
  GEOCODER: z.string().default('offline'),
  /**
   * Network geolocation for reports without coordinates (cell towers, wifi): `google:<key>`, `unwired:<token>`
   * or `opencellid:<key>`, optionally `:<endpoint URL>` after the key for a Google-compatible or regional service.
   * Unset: such reports are placed at the tracker's last known position (docs/decisions/0021).
   */
  GEOLOCATION: z.string().optional(),
  /** Speed above which a position is flagged overspeed. */
  OVERSPEED_KMH: z.coerce.number().positive().default(120),
  /** Raster tile URL templates ({z}/{x}/{y}) for the map's street and satellite layers; unset uses the bundled offline layer. */
  STREET_TILES_URL: z.string().optional(),
  SATELLITE_TILES_URL: z.string().optional(),
  /** The credit the tile provider's terms ask for (plain text, e.g. 'Imagery © Example Corp'); unset: the tile host. */
  STREET_TILES_ATTRIBUTION: z.string().max(300).optional(),
  SATELLITE_TILES_ATTRIBUTION: z.string().max(300).optional(),
  /** A hosted MapLibre vector style (style.json URL) for the street map; it wins over MAP_PMTILES (decision 0028). */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** A Protomaps PMTiles file in DATA_DIR, served at /map/basemap.pmtiles and drawn with the Protomaps style. */
  MAP_PMTILES: z.string().optional(),
  /** More origins the map may load from (a hosted style's tiles, glyphs, sprites), comma-separated, for the CSP. */
  MAP_HOSTS: z.string().optional(),
  /**
   * Webhook targets allowed although private or loopback (comma list of host names, IPs or CIDR ranges, e.g.
   * `127.0.0.1` for tests); everything else must be a public address (docs/decisions/0047).
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseAllowedTargets(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
  /**
   * Stripe (docs/decisions/0067): with a secret key set, payments go to Stripe; unset, the embedded sandbox
   * provider takes them (test cards, no network). The publishable key goes to the browser's card form; the webhook
   * secret verifies /api/payment-webhooks/stripe.
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its requests (tests point it at a local fake of Stripe's API); unset: Stripe. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long the sandbox provider's bank (ACH) payments take to settle. */
  SANDBOX_ACH_SETTLE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * SIM carriers (docs/decisions/0069): with 1NCE's API credentials set, SIMs are managed at 1NCE; unset, the
   * embedded sandbox carrier manages them (its books in the shared database, no network).
   */
  CARRIER_1NCE_CLIENT_ID: z.string().optional(),
  CARRIER_1NCE_CLIENT_SECRET: z.string().optional(),
  /** Where the 1NCE adapter sends its requests (tests point it at a local fake); unset: 1NCE's API. */
  CARRIER_1NCE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long the sandbox carrier takes to activate a SIM. */
  SANDBOX_CARRIER_ACTIVATION_MS: z.coerce.number().int().min(0).default(5_000),
  /** A SIM swap the tracker has not confirmed (by reporting its new ICCID) within this many minutes fails. */
  SIM_SWAP_CONFIRM_MINUTES: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serves the built web app from this folder when it exists. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Set when a reverse proxy sets X-Forwarded-For; otherwise clients could fake their IP past the sign-in limit. */
  TRUST_PROXY: bool.default(false),
  /** Failed sign-ins a minute per IP and e-mail; the other sign-in limits derive from it (decision 0005). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // the public address follows PORT unless set, so links in e-mails work for `PORT=4000 npm start` too
  return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
}
