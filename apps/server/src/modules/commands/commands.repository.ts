import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { commands, devices, models } from '../../db/schema/index.ts';

export type CommandRow = typeof commands.$inferSelect;

const catalogueOrder = [asc(commands.sortOrder), asc(commands.id)];

/** The catalogue a model offers: its own commands and the model-less ones every model has. */
export async function findModelCommands(db: Db, modelId: number): Promise<CommandRow[]> {
  return db
    .select()
    .from(commands)
    .where(or(eq(commands.modelId, modelId), isNull(commands.modelId)))
    .orderBy(...catalogueOrder);
}

/** The whole catalogue (GET /commands without model_id). */
export async function findAllCommands(db: Db): Promise<CommandRow[]> {
  return db
    .select()
    .from(commands)
    .orderBy(asc(commands.modelId), ...catalogueOrder);
}

/** One command, only if the model offers it (its own or a model-less one). */
export async function findModelCommand(db: Db, modelId: number, commandId: number) {
  const [row] = await db
    .select()
    .from(commands)
    .where(and(eq(commands.id, commandId), or(eq(commands.modelId, modelId), isNull(commands.modelId))))
    .limit(1);
  return row;
}

export async function modelExists(db: Db, modelId: number): Promise<boolean> {
  const [row] = await db.select({ id: models.id }).from(models).where(eq(models.id, modelId)).limit(1);
  return row !== undefined;
}

/** What sending a command needs to know about the tracker. */
export async function findCommandTarget(db: Db, deviceId: number) {
  const [row] = await db
    .select({ id: devices.id, modelId: devices.modelId, phone: devices.phone, accountId: devices.accountId })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  return row;
}
