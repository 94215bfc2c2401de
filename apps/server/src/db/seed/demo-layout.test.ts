import { describe, expect, it } from 'vitest';
import { DEMO_ANCHOR_LAYOUT, demoTrackerSpec } from '@lodestar/simulator';
import { DEMO_ANCHORS } from './demo-anchors.ts';
import { DEMO_MODELS } from './demo-catalog.ts';
import { acmeFleet, riveraFleet } from './demo-fleet.ts';
import { DEMO_PARKED_DAYS } from './demo-parking.ts';

// The simulator keeps its own picture of the demo fleet (which serial is a truck, a van, a reefer); it must
// match the seeded one, or a reefer would report no temperature and a tag GPS fixes.
describe("the simulator's picture of the demo fleet", () => {
  it('gives every demo tracker its seeded model', () => {
    for (const tracker of [...acmeFleet(), ...riveraFleet()]) {
      expect(demoTrackerSpec(tracker.serial)?.modelType, tracker.name).toBe(
        DEMO_MODELS[tracker.model].deviceType,
      );
    }
  });

  it('plays vans as delivery rounds and trucks as hauls', () => {
    const role = (name: string) => demoTrackerSpec(acmeFleet().find((t) => t.name === name)!.serial)?.role;
    expect(role('Truck 01')).toBe('haul');
    expect(role('Van 01')).toBe('urban');
    expect(role('Trailer 01')).toBe('trailer');
    expect(role('Pallet Tag 01')).toBe('tag');
  });

  it('parks only active trackers that the driver does not use', () => {
    for (const name of Object.keys(DEMO_PARKED_DAYS)) {
      const tracker = acmeFleet().find((t) => t.name === name);
      expect(tracker?.status, name).toBe('active');
      expect(tracker?.driver, name).toBe(false);
    }
  });

  it("lays out Acme's BLE anchors as the seed stores them, so its pallet tags report the stored serials", () => {
    const fleet = acmeFleet();
    expect(
      DEMO_ANCHORS.map((a) => ({
        name: a.name,
        serial: fleet.find((t) => t.name === a.tracker)!.serial,
        north: a.north,
        east: a.east,
        radiusFt: a.radiusFt,
      })),
    ).toEqual(DEMO_ANCHOR_LAYOUT.map((a) => ({ ...a })));
  });
});
