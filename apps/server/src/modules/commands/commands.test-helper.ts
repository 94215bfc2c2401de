import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { commands, devices, messages } from '../../db/schema/index.ts';

/** What the command tests need to know about a demo tracker. */
export async function trackerFacts(database: Database, deviceId: number) {
  const [row] = await database.db
    .select({ modelId: devices.modelId, serial: devices.serial, phone: devices.phone, name: devices.name })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!row) throw new Error(`no tracker ${deviceId}`);
  return row;
}

/** The id of a catalogue entry by title: a model's own (modelId) or a model-less one (null). */
export async function catalogueId(
  database: Database,
  modelId: number | null,
  title: string,
): Promise<number> {
  const [row] = await database.db
    .select({ id: commands.id })
    .from(commands)
    .where(
      and(
        eq(commands.title, title),
        modelId === null ? isNull(commands.modelId) : eq(commands.modelId, modelId),
      ),
    );
  if (!row) throw new Error(`no command '${title}' for model ${modelId}`);
  return row.id;
}

/** A tracker's stored messages, oldest first. */
export function storedMessages(database: Database, deviceId: number) {
  return database.db.select().from(messages).where(eq(messages.deviceId, deviceId)).orderBy(messages.id);
}
