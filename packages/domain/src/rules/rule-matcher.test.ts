import { describe, expect, it } from 'vitest';
import { compileRule, conditionGroups } from './rule-matcher.ts';
import type { RuleCondition } from './rule-conditions.ts';
import type { RuleMessage } from './rule-message.ts';

const fix = (trackerId = 1, trackerName = 'Truck 1'): RuleMessage => ({
  kind: 'fix',
  trackerId,
  trackerName,
});
const event = (eventType: string, extra: Partial<RuleMessage> = {}): RuleMessage =>
  ({ kind: 'event', trackerId: 1, trackerName: 'Truck 1', eventType, ...extra }) as RuleMessage;

const trackers = (...values: number[]): RuleCondition => ({ type: 'tracker_list', values });
const position: RuleCondition = { type: 'message_content', value: 'position' };
const tamper: RuleCondition = { type: 'message_content', value: 'alarms.disassemble' };
const or = (c: RuleCondition): RuleCondition => ({ ...c, operator: 'or' });
const and = (c: RuleCondition): RuleCondition => ({ ...c, operator: 'and' });

describe('rule conditions', () => {
  it('tracker_list admits the listed trackers, for fixes and events alike', () => {
    const rule = compileRule([trackers(1, 3)]);
    expect(rule.matches(fix(1))).toBe(true);
    expect(rule.matches(fix(2))).toBe(false);
    expect(rule.matches(event('low_battery'))).toBe(true);
    expect(compileRule([{ type: 'tracker_list', values: ['3'] }]).matches(fix(3))).toBe(true);
  });

  it('tracker_name is contained in the name, ignoring case and surrounding spaces', () => {
    const rule = compileRule([{ type: 'tracker_name', value: ' reefer ' }]);
    expect(rule.matches(fix(1, 'Reefer 04'))).toBe(true);
    expect(rule.matches(fix(2, 'Cold REEFER'))).toBe(true);
    expect(rule.matches(fix(12, 'Truck 12'))).toBe(false);
    expect(compileRule([{ type: 'tracker_name', value: '  ' }]).matches(fix(1, ''))).toBe(false);
  });

  it('message_content position is a fix; alarms.disassemble is a tamper alert', () => {
    expect(compileRule([position]).matches(fix())).toBe(true);
    expect(compileRule([position]).matches(event('tamper_alert'))).toBe(false);
    expect(compileRule([tamper]).matches(event('tamper_alert'))).toBe(true);
    expect(compileRule([tamper]).matches(event('sos'))).toBe(false);
    expect(compileRule([tamper]).matches(fix())).toBe(false);
  });

  it('geofence matches its geofence and chosen triggers (none chosen: both)', () => {
    const enter = compileRule([{ type: 'geofence', address: '7', triggers: ['enter'] }]);
    expect(enter.matches(event('geofence_enter', { geofenceId: 7 }))).toBe(true);
    expect(enter.matches(event('geofence_exit', { geofenceId: 7 }))).toBe(false);
    expect(enter.matches(event('geofence_enter', { geofenceId: 8 }))).toBe(false);
    const both = compileRule([{ type: 'geofence', address: 7, triggers: [] }]);
    expect(both.matches(event('geofence_exit', { geofenceId: 7 }))).toBe(true);
    expect(both.matches(fix())).toBe(false);
  });

  it("event_type matches the spec's names of stored types", () => {
    const rule = compileRule([
      { type: 'event_type', types: ['low-battery', 'shipment-late', 'tamper-alert'] },
    ]);
    expect(rule.matches(event('low_battery'))).toBe(true);
    expect(rule.matches(event('shipment_late'))).toBe(true);
    expect(rule.matches(event('tamper_alert'))).toBe(true);
    expect(rule.matches(event('shipment_begin'))).toBe(false);
    expect(rule.matches(event('sos'))).toBe(false);
    expect(rule.matches(fix())).toBe(false);
  });

  it('a rule without conditions matches nothing', () => {
    const rule = compileRule([]);
    expect(rule.matches(fix())).toBe(false);
    expect(rule.canMatchFix).toBe(false);
  });
});

describe('and/or precedence', () => {
  it('and binds tighter than or: a or b and c is a or (b and c)', () => {
    expect(conditionGroups([trackers(1), or(trackers(2)), and(position)]).map((g) => g.length)).toEqual([
      1, 2,
    ]);
    const rule = compileRule([trackers(1), or(trackers(2)), and(position)]);
    expect(rule.matches(event('low_battery', { trackerId: 1 }))).toBe(true); // a
    expect(rule.matches(fix(2))).toBe(true); // b and c
    expect(rule.matches(event('low_battery', { trackerId: 2 }))).toBe(false); // b without c
  });

  it('a and b or c is (a and b) or c', () => {
    const rule = compileRule([
      trackers(1),
      and(position),
      or({ type: 'event_type', types: ['low-battery'] }),
    ]);
    expect(rule.matches(fix(1))).toBe(true);
    expect(rule.matches(fix(2))).toBe(false);
    expect(rule.matches(event('low_battery', { trackerId: 9 }))).toBe(true);
  });

  it("the first condition's operator is ignored", () => {
    const rule = compileRule([or(trackers(1)), and(position)]);
    expect(rule.matches(fix(1))).toBe(true);
    expect(rule.matches(event('low_battery'))).toBe(false);
  });
});

describe('what fixes can match', () => {
  it('skips fixes for a rule of event conditions only', () => {
    const rule = compileRule([trackers(1), and({ type: 'geofence', address: 1, triggers: ['enter'] })]);
    expect(rule.canMatchFix).toBe(false);
    expect(rule.canMatchEvent).toBe(true);
  });

  it('skips events for a position-only rule', () => {
    expect(compileRule([position]).canMatchEvent).toBe(false);
  });

  it('names the trackers whose fixes can match when every fix group lists them', () => {
    expect([...compileRule([trackers(1, 2), and(position)]).fixTrackers!]).toEqual([1, 2]);
    expect(compileRule([trackers(1), or(position)]).fixTrackers).toBeNull();
    const mixed = compileRule([
      trackers(1),
      and(position),
      or({ type: 'event_type', types: ['low-battery'] }),
    ]);
    expect([...mixed.fixTrackers!]).toEqual([1]);
    expect([...compileRule([trackers(1, 2), and(trackers(2, 3))]).fixTrackers!]).toEqual([2]);
  });
});
