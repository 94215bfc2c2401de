import type { TrackerConnection } from '@lodestar/contracts';
import { INGEST_KEY_SEPARATOR } from '../../ingest/ingest-key.ts';

/**
 * What to type into Traccar Client or an OsmAnd device. Traccar Client's QR scan reads an http(s) URL as its
 * server URL (origin and path) and its `id` query parameter as the device identifier, so the QR holds the
 * OsmAnd-over-HTTP URL with `?id=` (decision 0030).
 */
export function trackerConnection(
  config: { PUBLIC_URL: string; OSMAND_PORT: number },
  serial: string,
  ingestKey: string | null,
): TrackerConnection {
  const base = new URL(config.PUBLIC_URL);
  const serverUrl = `${base.origin}${base.pathname.replace(/\/$/, '')}/api/ingest/osmand`;
  const deviceIdentifier = ingestKey ? `${serial}${INGEST_KEY_SEPARATOR}${ingestKey}` : serial;
  const qr = new URL(serverUrl);
  qr.searchParams.set('id', deviceIdentifier);
  return {
    server_url: serverUrl,
    host: base.hostname,
    osmand_port: config.OSMAND_PORT || null,
    device_identifier: deviceIdentifier,
    qr_text: qr.toString(),
  };
}
