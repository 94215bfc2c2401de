import { describe, expect, it } from 'vitest';
import type { RuleCondition } from '@lodestar/contracts';
import { AccountRules, type StoredRule } from './account-rules.ts';

const stored = (id: number, conditions: unknown[], over: Partial<StoredRule> = {}): StoredRule => ({
  id,
  accountId: 1,
  name: `Rule ${id}`,
  throttleEnabled: false,
  throttleHours: null,
  conditions: conditions as RuleCondition[],
  actions: [],
  secret: 's',
  zones: new Map(),
  ...over,
});

const position = { type: 'message_content', operator: 'and', value: 'position' };

describe("an account's rules arranged for fixes and events", () => {
  const rules = new AccountRules([
    stored(1, [{ type: 'tracker_list', values: [10, 11] }, position]),
    stored(2, [{ type: 'tracker_name', value: 'van' }, position]),
    stored(3, [{ type: 'geofence', address: 5, triggers: ['enter'] }]),
    stored(4, [{ type: 'tracker_list', values: [11] }], { throttleEnabled: true, throttleHours: 2 }),
  ]);

  it('files tracker-list rules under their trackers and keeps any-tracker rules for every fix, in rule order', () => {
    expect(rules.forFixOf(10).map((r) => r.id)).toEqual([1, 2]);
    expect(rules.forFixOf(11).map((r) => r.id)).toEqual([1, 2, 4]);
    expect(rules.forFixOf(99).map((r) => r.id)).toEqual([2]);
    expect(rules.fixNeedsNames).toBe(true);
  });

  it('gives events only the rules that can match an event', () => {
    expect(rules.forEvents.map((r) => r.id)).toEqual([3, 4]);
  });

  it('reads the throttle window', () => {
    expect(rules.all.find((r) => r.id === 4)!.windowMs).toBe(7_200_000);
    expect(rules.all.find((r) => r.id === 1)!.windowMs).toBe(0);
  });

  it('costs a fix nothing when no rule can match it', () => {
    const eventsOnly = new AccountRules([stored(3, [{ type: 'event_type', types: ['low-battery'] }])]);
    expect(eventsOnly.mayMatchFixOf(10)).toBe(false);
    expect(eventsOnly.forFixOf(10)).toEqual([]);
    expect(eventsOnly.fixNeedsNames).toBe(false);
  });
});
