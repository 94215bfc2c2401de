import type { Db } from '../database.ts';
import { commands } from '../schema/index.ts';
import type { DemoModelKey } from './demo-catalog.ts';

type Channel = 'data' | 'sms' | 'sos';

/** One catalogue entry; `children` makes it a category. The texts are what the simulated trackers understand. */
interface CatalogueEntry {
  title: string;
  description?: string;
  commands?: string;
  translation?: string;
  via?: Channel[];
  children?: CatalogueEntry[];
}

const locate = (via: Channel[]): CatalogueEntry => ({
  title: 'Locate now',
  description: 'Asks the tracker for a fresh position report',
  commands: 'position',
  translation: 'Where are you?',
  via,
});
const reboot = (via: Channel[]): CatalogueEntry => ({
  title: 'Reboot',
  description: 'Restarts the tracker; it reports again within a few minutes',
  commands: 'reboot',
  via,
});
const interval = (via: Channel[]): CatalogueEntry => ({
  title: 'Set report interval',
  description: 'Minutes between reports while moving',
  commands: 'timer,__MINUTES__#',
  translation: 'Change how often the tracker reports',
  via,
});
const speedAlarm = (via: Channel[]): CatalogueEntry => ({
  title: 'Set speed alarm',
  description: 'Raises an overspeed alarm above this speed (km/h)',
  commands: 'speed,__KMH__#',
  via,
});
const clearSos = (via: Channel[]): CatalogueEntry => ({
  title: 'Clear SOS alarm',
  description: 'Stops the SOS alarm after the emergency is handled',
  commands: 'sosoff',
  via,
});

/** Every model has these (model_id null). */
const EVERY_MODEL: CatalogueEntry[] = [
  {
    title: 'Status report',
    description: 'Battery, signal and position in one answer',
    commands: 'getinfo',
    via: ['data'],
  },
];

/**
 * The demo catalogue per model: vehicle units take data and SMS, the battery unit is mostly reached by SMS
 * (it sleeps between hourly reports), the cold-chain and BLE units only over data.
 */
export const DEMO_COMMANDS: Record<DemoModelKey, CatalogueEntry[]> = {
  carCharger: [
    locate(['data', 'sms']),
    interval(['data', 'sms']),
    reboot(['data', 'sms']),
    { title: 'Alarms', children: [speedAlarm(['data', 'sms']), clearSos(['data', 'sos'])] },
  ],
  mobile: [
    locate(['sms', 'data']),
    interval(['data', 'sms']),
    reboot(['sms']),
    { title: 'Alarms', children: [speedAlarm(['sms']), clearSos(['sms', 'sos'])] },
  ],
  coldChain: [
    locate(['data']),
    interval(['data']),
    reboot(['data', 'sms']),
    {
      title: 'Alarms',
      children: [
        {
          title: 'Set temperature alarm',
          description: 'Alarm outside this range (°C)',
          commands: 'temp,__MIN_C__,__MAX_C__#',
          via: ['data'],
        },
      ],
    },
  ],
  bleTag: [locate(['data']), interval(['data'])],
};

async function insertEntries(
  db: Db,
  modelId: number | null,
  entries: CatalogueEntry[],
  parentId: number | null,
) {
  for (const [i, e] of entries.entries()) {
    const via = e.via ?? [];
    const [row] = await db
      .insert(commands)
      .values({
        modelId,
        parentId,
        title: e.title,
        description: e.description ?? null,
        commands: e.commands ?? '',
        isCategory: e.children !== undefined,
        hasArguments: (e.commands ?? '').includes('__'),
        translation: e.translation ?? null,
        isSentViaData: via.includes('data'),
        isSentViaSms: via.includes('sms'),
        isSentViaSos: via.includes('sos'),
        sortOrder: i,
      })
      .returning({ id: commands.id });
    if (e.children) await insertEntries(db, modelId, e.children, row!.id);
  }
}

/** Gives a model the demo catalogue of a demo model kind (tests that create their own models use it too). */
export async function seedModelCommands(db: Db, modelId: number, kind: DemoModelKey): Promise<void> {
  await insertEntries(db, modelId, DEMO_COMMANDS[kind], null);
}

/** The demo catalogue: the model-less commands and each demo model's own. */
export async function seedDemoCommands(db: Db, modelIds: Record<DemoModelKey, number>): Promise<void> {
  await insertEntries(db, null, EVERY_MODEL, null);
  for (const kind of Object.keys(DEMO_COMMANDS) as DemoModelKey[])
    await seedModelCommands(db, modelIds[kind], kind);
}
