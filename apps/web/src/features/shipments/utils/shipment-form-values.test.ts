import { SHIPMENT_TEXTS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  createShipmentPayload,
  editValuesOf,
  emptyShipmentForm,
  formFieldErrors,
  toLocalTime,
  updateShipmentPayload,
  validateShipmentEdit,
  validateShipmentForm,
  type ShipmentFormValues,
} from './shipment-form-values.ts';

const valid: ShipmentFormValues = {
  ...emptyShipmentForm(),
  name: 'Pallets to Elwood',
  startAt: '2026-11-24 09:00:00',
  endAt: '2026-11-24 17:30:00',
  trackerId: '12',
  from: { useAddress: false, geofenceId: '3', address: '', lat: null, lng: null },
  to: { useAddress: true, geofenceId: null, address: 'Elwood, IL', lat: 41.4, lng: -88.1 },
  notifyAt: '2',
};

describe('shipment create form', () => {
  it('asks for every required field with the spec words on an empty submit', () => {
    expect(validateShipmentForm(emptyShipmentForm())).toEqual({
      name: SHIPMENT_TEXTS.nameRequired,
      startAt: 'date is required',
      endAt: 'date is required',
      trackerId: 'tracker is required',
      'from.geofenceId': 'geofence is required',
      'to.geofenceId': 'geofence is required',
      notifyAt: SHIPMENT_TEXTS.notifyRequired,
    });
  });

  it('needs an address and its point when the use-address box is on', () => {
    const noText = { ...valid, to: { ...valid.to, address: '', lat: null, lng: null } };
    expect(validateShipmentForm(noText)).toEqual({ 'to.address': 'address is required' });
    const typedOnly = { ...valid, to: { ...valid.to, lat: null, lng: null } };
    expect(validateShipmentForm(typedOnly)).toEqual({ 'to.address': 'lat and lng are required' });
    expect(validateShipmentForm(valid)).toEqual({});
  });

  it('wants the end after the start and valid contacts', () => {
    expect(validateShipmentForm({ ...valid, endAt: '2026-11-24 09:00:00' })).toEqual({
      endAt: 'The end must be after the start',
    });
    expect(
      validateShipmentForm({ ...valid, emails: ['a@b.co', 'nope'], phones: ['(312) 555-0100', '12'] }),
    ).toEqual({ emails: 'not an email', phones: 'not valid phone' });
  });

  it('sends the picked wall-clock times as instants of the user’s zone, and each end as a geofence or an address', () => {
    const chicago = createShipmentPayload(
      { ...valid, carrier: '  ', emails: ['ops@acme.test'] },
      'America/Chicago',
    );
    expect(chicago).toEqual({
      name: 'Pallets to Elwood',
      carrier: null,
      start_at: '2026-11-24T15:00:00.000Z',
      end_at: '2026-11-24T23:30:00.000Z',
      device_id: 12,
      from_geofence_id: 3,
      from_address: null,
      to_geofence_id: null,
      to_address: { name: 'Elwood, IL', lat: 41.4, lng: -88.1 },
      notify_at: 2,
      notification_emails: ['ops@acme.test'],
      notification_phone_numbers: [],
    });
    expect(createShipmentPayload(valid, 'Europe/Berlin').start_at).toBe('2026-11-24T08:00:00.000Z');
  });

  it('puts the server’s field errors under the form’s fields', () => {
    expect(
      formFieldErrors({
        device_id: ['tracker is required'],
        'to_address.lat': ['lat and lng are required'],
        'notification_emails.1': ['not an email'],
        name: ['Name is required'],
      }),
    ).toEqual({
      trackerId: 'tracker is required',
      'to.address': 'lat and lng are required',
      emails: 'not an email',
      name: 'Name is required',
    });
  });
});

describe('shipment edit form', () => {
  const shipment = {
    name: 'Pallets',
    carrier: null,
    start_at: '2026-11-24T15:00:00.000Z',
    end_at: '2026-11-25T01:00:00.000Z',
    notify_at: 5,
    notification_emails: [],
    notification_phone_numbers: ['+13125550100'],
  } as unknown as Parameters<typeof editValuesOf>[0];

  it('shows the times in the user’s zone and sends them back as yyyy-MM-dd HH:mm:ss, empty lists as null', () => {
    const values = editValuesOf(shipment, 'America/New_York');
    expect(values).toMatchObject({
      startAt: '2026-11-24 10:00:00',
      endAt: '2026-11-24 20:00:00',
      notifyAt: '5',
    });
    expect(updateShipmentPayload({ ...values, name: ' Pallets 2 ' })).toEqual({
      name: 'Pallets 2',
      carrier: null,
      notify_at: 5,
      start_at: '2026-11-24 10:00:00',
      end_at: '2026-11-24 20:00:00',
      notification_emails: null,
      notification_phone_numbers: ['+13125550100'],
    });
    expect(toLocalTime('2026-07-01T12:00:00Z', 'America/Chicago')).toBe('2026-07-01 07:00:00');
  });

  it('needs a name and the end after the start', () => {
    const values = editValuesOf(shipment, 'UTC');
    expect(validateShipmentEdit({ ...values, name: ' ' })).toEqual({ name: 'Name is required' });
    expect(validateShipmentEdit({ ...values, endAt: values.startAt })).toEqual({
      endAt: 'The end must be after the start',
    });
  });
});
