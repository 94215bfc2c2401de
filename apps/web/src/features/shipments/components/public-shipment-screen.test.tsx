import type { PublicShipment } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// the brand reads the page's boot data and the map is its own chunk: neither belongs in this test
vi.mock('../../../components/brand-logo.tsx', () => ({ BrandLogo: () => null }));
vi.mock('../../../map/lazy-shipments-map.tsx', () => ({ LazyShipmentsMap: () => null }));

const { PublicShipmentView } = await import('./public-shipment-screen.tsx');

const shipment: PublicShipment = {
  uuid: '6f1c2a1e-1111-4222-8333-444455556666',
  name: 'Steel coils',
  carrier: 'Acme Freight',
  status: 'In Progress',
  start_at: '2026-11-24T12:00:00Z',
  end_at: '2026-11-24T18:00:00Z',
  estimated_end_at: '2026-11-24T17:10:00Z',
  ended_at: null,
  tracker_name: 'Truck 16',
  device: { name: 'Truck 16' },
  from_address: { name: 'Elwood Intermodal, Elwood, IL', lat: 41.4, lng: -88.1 },
  to_address: { name: 'Naperville, IL', lat: 41.75, lng: -88.15 },
  from_geofence: {
    name: 'Elwood Intermodal Yard',
    address: 'Elwood Intermodal, Elwood, IL',
    lat: 41.4,
    lng: -88.1,
    radius: null,
    geo_json: null,
  },
  to_geofence: null,
  path: [],
  events: [
    {
      event_type: 'shipment_begin',
      event_at: '2026-11-24T12:05:00Z',
      description: 'Shipment Steel coils started from Elwood Intermodal Yard',
    },
  ],
};

const render = (s: PublicShipment) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PublicShipmentView shipment={s} />
    </MantineProvider>,
  );

describe('public shipment page', () => {
  it('shows the shipment, its ends by name, its estimated end while ongoing and its events, without a badge', () => {
    const html = render(shipment);
    expect(html).toContain('Steel coils');
    expect(html).toContain('Elwood Intermodal Yard (Elwood Intermodal, Elwood, IL)');
    expect(html).toContain('Naperville, IL');
    expect(html).toContain('Estimated End');
    expect(html).toContain('started from Elwood Intermodal Yard');
    expect(html).not.toContain('Status: ');
  });

  it('shows the status badge only for Completed, Running Late and Completed Late (spec 2 §2)', () => {
    for (const status of ['Completed', 'Running Late', 'Completed Late'] as const)
      expect(render({ ...shipment, status, ended_at: '2026-11-24T17:00:00Z' })).toContain(
        `Status: ${status}`,
      );
    expect(render({ ...shipment, status: 'Not Started' })).not.toContain('Status: ');
    expect(render({ ...shipment, status: 'Completed', ended_at: '2026-11-24T17:00:00Z' })).toContain(
      'Actual End',
    );
  });

  it('says there are no events yet', () => {
    expect(render({ ...shipment, events: [] })).toContain('No events yet');
  });
});
