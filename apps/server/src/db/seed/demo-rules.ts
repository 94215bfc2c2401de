import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ruleBody, type RuleBody, type RuleBodyInput } from '@lodestar/contracts';
import type { Db } from '../database.ts';
import { geofences, rules, timezones } from '../schema/index.ts';
import { DEMO_ANCHOR_WAREHOUSE } from './demo-anchors.ts';

/** What the demo rules refer to: Acme's warehouse geofence and the zone their mails tell the time in. */
export interface DemoRuleRefs {
  warehouseId: number;
  zoneId: number;
}

/**
 * Acme's demo rules (issue 26), so a newcomer's Rules list shows what rules are for, and their runs fill in as the
 * simulated fleet drives: dispatch hears when a pallet leaves the Bolingbrook warehouse (the one with the BLE
 * anchors), and the admin when any tracker reports tampering or a low battery. Throttled, so a busy demo sends a
 * few mails, not a flood. Checked by the rules contract like any rule a user saves.
 */
export function demoRuleBodies(refs: DemoRuleRefs): RuleBody[] {
  const bodies: RuleBodyInput[] = [
    {
      name: 'Pallet leaves Bolingbrook Warehouse',
      is_enabled: 1,
      throttle_enabled: 1,
      throttle_hours: 1,
      conditions: [
        { type: 'geofence', address: refs.warehouseId, triggers: ['exit'] },
        { type: 'tracker_name', operator: 'and', value: 'Pallet Tag' },
      ],
      actions: [
        {
          type: 'send_email',
          email_addresses: 'dispatch@acme.test',
          subject: '{tracker_name} left {geofence}',
          body: '{tracker_name} left {geofence} at {time}. Last seen near {address}.',
          timezone_id: refs.zoneId,
        },
      ],
    },
    {
      name: 'Tampering or low battery',
      is_enabled: 1,
      throttle_enabled: 1,
      throttle_hours: 12,
      conditions: [{ type: 'event_type', types: ['tamper-alert', 'low-battery'] }],
      actions: [
        {
          type: 'send_email',
          email_addresses: 'admin@acme.test',
          subject: '{tracker_name}: {event}',
          body: '{tracker_name} reported "{event}" at {time}, near {address}.',
          timezone_id: refs.zoneId,
        },
      ],
    },
  ];
  return bodies.map((body) => ruleBody.parse(body));
}

/** Stores Acme's demo rules (each with its own webhook secret, as a rule saved in the app). */
export async function seedDemoRules(tx: Db, acme: number): Promise<void> {
  const [warehouse] = await tx
    .select({ id: geofences.id })
    .from(geofences)
    .where(and(eq(geofences.accountId, acme), eq(geofences.name, DEMO_ANCHOR_WAREHOUSE)));
  const [zone] = await tx
    .select({ id: timezones.id })
    .from(timezones)
    .where(eq(timezones.identifier, 'America/Chicago'));
  if (!warehouse || !zone) return;
  await tx.insert(rules).values(
    demoRuleBodies({ warehouseId: warehouse.id, zoneId: zone.id }).map((body) => ({
      accountId: acme,
      name: body.name,
      isEnabled: body.is_enabled,
      throttleEnabled: body.throttle_enabled,
      throttleHours: body.throttle_hours ?? null,
      conditions: body.conditions,
      actions: body.actions,
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
    })),
  );
}
