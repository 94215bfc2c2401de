import { describe, expect, it } from 'vitest';
import { fillRuleTemplate, ruleTimeText } from './rule-template.ts';
import { throttledReason, throttleWindowMs } from './rule-throttle.ts';
import { ruleEventTypeOf, storedEventTypeOf } from './rule-message.ts';

const time = new Date('2026-11-24T19:02:00Z');

describe('rule templates', () => {
  it('fills every placeholder, the time in the given zone', () => {
    const text = fillRuleTemplate(
      '{tracker_name}: {event} at {time} ({latitude}, {longitude}) {address} [{geofence}] {unknown}',
      {
        trackerName: 'Truck 1',
        event: 'Entered geofence Depot',
        time,
        latitude: 41.5,
        longitude: -87.25,
        address: '1 Main St',
        geofence: 'Depot',
      },
      'America/Chicago',
    );
    expect(text).toBe(
      'Truck 1: Entered geofence Depot at 2026-11-24 13:02 CST (41.500000, -87.250000) 1 Main St [Depot] {unknown}',
    );
  });

  it('leaves missing values empty and falls back to UTC for an unknown zone', () => {
    expect(fillRuleTemplate('{address}|{geofence}|{latitude}', { trackerName: 'T', event: 'E', time })).toBe(
      '||',
    );
    expect(ruleTimeText(time, 'Nowhere/Land')).toBe('2026-11-24 19:02 UTC');
  });
});

describe('rule throttle', () => {
  it('reads the free-text hours', () => {
    expect(throttleWindowMs(true, '2')).toBe(7_200_000);
    expect(throttleWindowMs(true, '0,5')).toBe(1_800_000);
    expect(throttleWindowMs(true, 'soon')).toBe(0);
    expect(throttleWindowMs(false, 3)).toBe(0);
  });

  it('says when it fired and when it may fire again', () => {
    expect(throttledReason(time, 3_600_000, 'America/New_York')).toBe(
      'fired at 14:02, next allowed after 15:02 (America/New_York)',
    );
    expect(throttledReason(time, 3_600_000)).toBe('fired at 19:02, next allowed after 20:02 (UTC)');
  });
});

describe('event type names', () => {
  it('maps stored types to the spec spelling and back', () => {
    expect(ruleEventTypeOf('geofence_enter')).toBe('geofence-enter');
    expect(ruleEventTypeOf('sos')).toBeNull();
    expect(storedEventTypeOf('tamper-alert')).toBe('tamper_alert');
  });
});
