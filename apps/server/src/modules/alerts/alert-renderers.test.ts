import { describe, expect, it } from 'vitest';
import type { AlertItem } from './alert-messages.ts';
import { digestTitle, listOf, timeIn } from './alert-messages.ts';
import { alertMail, alertPush, alertSms } from './alert-renderers.ts';

const PUBLIC_URL = 'https://track.example.com';
const at = new Date('2026-01-15T17:05:00Z');

const item = (over: Partial<AlertItem> = {}): AlertItem => ({
  eventId: 1,
  eventType: 'geofence_enter',
  description: 'Entered geofence Depot <North>',
  createdAt: at,
  deviceId: 7,
  deviceName: 'Truck 03',
  shipmentId: null,
  geofenceName: 'Depot <North>',
  ...over,
});

describe('alert messages', () => {
  it('one alert: the subject says what happened, the time is in the recipient zone, the link opens the tracker', () => {
    const mail = alertMail('pat@example.com', listOf([item()]), {
      zone: 'America/Chicago',
      publicUrl: PUBLIC_URL,
    });
    expect(mail.subject).toBe('Truck 03 entered Depot <North>');
    expect(mail.text).toContain('Jan 15, 2026, 11:05 AM CST');
    expect(mail.text).toContain(`Open Truck 03: ${PUBLIC_URL}/trackers/7`);
    expect(mail.text).toContain(`Change what you are told in Alerts: ${PUBLIC_URL}/alerts`);
    expect(mail.html).toContain('Depot &lt;North&gt;');
    expect(mail.html).not.toContain('<North>');
  });

  it('a shipment event links to the shipment and is told in its own sentence', () => {
    const shipment = item({
      eventType: 'shipment_late',
      description: 'Shipment Apples is running late',
      shipmentId: 42,
      geofenceName: null,
    });
    const mail = alertMail('pat@example.com', listOf([shipment]), { zone: 'UTC', publicUrl: PUBLIC_URL });
    expect(mail.subject).toBe('Shipment Apples is running late');
    expect(mail.text).toContain(`Open the shipment: ${PUBLIC_URL}/shipments/42`);
  });

  it('a digest names the busiest tracker, counts the others and lists every alert', () => {
    const items = [
      item({ eventId: 1 }),
      item({ eventId: 2, eventType: 'geofence_exit' }),
      item({ eventId: 3, deviceId: 8, deviceName: 'Van 1', eventType: 'sos', description: 'SOS alarm' }),
    ];
    expect(digestTitle(listOf(items))).toBe('3 alerts for Truck 03 and 1 other tracker');
    const mail = alertMail('pat@example.com', listOf(items), {
      zone: 'America/New_York',
      publicUrl: PUBLIC_URL,
    });
    expect(mail.subject).toBe('3 alerts for Truck 03 and 1 other tracker');
    expect(mail.text).toContain('12:05 PM EST: Truck 03 entered Depot <North>');
    expect(mail.text).toContain('Truck 03 left Depot <North>');
    expect(mail.text).toContain(`Van 1 raised an SOS alarm (SOS alarm)\n  ${PUBLIC_URL}/trackers/8`);
    expect(mail.html).toContain('<li>');
  });

  it('SMS is one line with the link; push carries a title, a line and the page to open', () => {
    const sms = alertSms('+13125550100', listOf([item()]), { zone: 'UTC', publicUrl: PUBLIC_URL });
    expect(sms.text).toBe(
      `Truck 03 entered Depot <North>, Jan 15, 2026, 5:05 PM UTC. ${PUBLIC_URL}/trackers/7`,
    );
    const push = alertPush(listOf([item(), item({ eventId: 2 })]), { zone: 'UTC', publicUrl: PUBLIC_URL });
    expect(push).toEqual({
      title: '2 alerts for Truck 03',
      body: 'Truck 03 entered Depot <North> and 1 more',
      url: `${PUBLIC_URL}/alerts`,
    });
  });

  it('a long digest lists the first 100 and counts the rest', () => {
    const items = Array.from({ length: 120 }, (_, i) => item({ eventId: i + 1 }));
    const mail = alertMail('pat@example.com', listOf(items), { zone: 'UTC', publicUrl: PUBLIC_URL });
    expect(mail.subject).toBe('120 alerts for Truck 03');
    expect(mail.text.match(/entered Depot/g)).toHaveLength(100);
    expect(mail.text).toContain('…and 20 more in Recent Alerts.');
  });

  it('an unknown time zone falls back to UTC', () => {
    expect(timeIn(at, 'Not/AZone')).toBe('Jan 15, 2026, 5:05 PM UTC');
  });
});
