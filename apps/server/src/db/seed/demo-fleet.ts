import type { DemoModelKey } from './demo-catalog.ts';
import type { SubscriptionStatus } from './demo-subscription.ts';

/** One demo tracker before insertion; everything is derived from its position so every seed is identical. */
export interface DemoTracker {
  name: string;
  serial: string;
  imei: string;
  phone: string;
  model: DemoModelKey;
  status: SubscriptionStatus;
  /** Granted to driver@acme.test (devices role). */
  driver: boolean;
}

// Every status other than active, cycled so each appears several times across the Acme fleet.
const OTHER_STATUSES: SubscriptionStatus[] = [
  'pending',
  'pending-renewal',
  'pending-cancellation',
  'cancelled',
  'blocked',
  'archived',
];

const ACME_GROUPS: { prefix: string; count: number; model: DemoModelKey }[] = [
  { prefix: 'Truck', count: 20, model: 'carCharger' },
  { prefix: 'Van', count: 12, model: 'carCharger' },
  { prefix: 'Trailer', count: 12, model: 'mobile' },
  { prefix: 'Reefer', count: 10, model: 'coldChain' },
  { prefix: 'Pallet Tag', count: 14, model: 'bleTag' },
];

/** Number 07 of these groups is the driver's: 'Van 07 - Driver', 'Trailer 07 - Driver', 'Reefer 07 - Driver'. */
const DRIVER_GROUPS = new Set(['Van', 'Trailer', 'Reefer']);
const DRIVER_NUMBER = 7;

/** Completes a 14-digit body with its Luhn check digit, as real IMEIs have. */
function luhnImei(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

function identity(series: number, seq: number) {
  const n = String(seq).padStart(5, '0');
  return {
    serial: `LS${series}${n}`,
    imei: luhnImei(`35693803${series}${n}`),
    // area code 555 is not in service, so a demo SMS can never reach a real phone
    phone: `+1555${series}${n.padStart(6, '0')}`,
  };
}

/** The 68 Acme Logistics trackers: trucks, vans, trailers, reefers and pallet tags. */
export function acmeFleet(): DemoTracker[] {
  const fleet: DemoTracker[] = [];
  let seq = 0;
  let others = 0;
  for (const group of ACME_GROUPS) {
    for (let i = 1; i <= group.count; i++) {
      seq++;
      const driver = DRIVER_GROUPS.has(group.prefix) && i === DRIVER_NUMBER;
      const label = `${group.prefix} ${String(i).padStart(2, '0')}`;
      // the driver's trackers stay active so the devices-role views always have something to show
      let status: SubscriptionStatus = 'active';
      if (!driver) {
        if (others % 3 === 2) status = OTHER_STATUSES[Math.floor(others / 3) % OTHER_STATUSES.length]!;
        others++;
      }
      fleet.push({
        name: driver ? `${label} - Driver` : label,
        ...identity(1, seq),
        model: group.model,
        status,
        driver,
      });
    }
  }
  return fleet;
}

/** The Rivera family's three trackers, all active. */
export function riveraFleet(): DemoTracker[] {
  const items: [string, DemoModelKey][] = [
    ["Maria's Car", 'carCharger'],
    ["Leo's Backpack", 'mobile'],
    ["Grandpa's Keys", 'bleTag'],
  ];
  return items.map(([name, model], i) => ({
    name,
    ...identity(2, i + 1),
    model,
    status: 'active',
    driver: false,
  }));
}
