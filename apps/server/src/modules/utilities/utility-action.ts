import type { UtilityActionId, UtilityDryRun, UtilityInput, UtilityResult } from '@lodestar/contracts';
import type { Services } from '../../services.ts';

/** Who runs a utility action: always an internal admin signed in as themselves (decision 0071). */
export interface UtilityActor {
  adminId: number;
}

/** What an action may use: the app's services (database, carrier, commands, outbox, ...). */
export interface UtilityContext {
  services: Services;
  actor: UtilityActor;
  now: Date;
}

/**
 * One utility action (docs/decisions/0071). A single action answers its result at once. A bulk action (over a
 * range or many trackers) also lists its items, shows a dry run of them, and is run item by item by the job
 * runner, which may stop between items and resume after a restart: `runItem` must be safe to run again for an
 * item whose earlier run was cut short (it checks the state before it changes it).
 */
/** A single action: answers its result at once. */
export interface SingleUtilityAction<A extends UtilityActionId = UtilityActionId> {
  id: A;
  bulk: false;
  /** Throws an HttpError (4xx, a clear message) for what it refuses; changes nothing then. */
  run(input: UtilityInput<A>, context: UtilityContext): Promise<UtilityResult>;
}

/** A bulk action: its items, their dry run, and one item at a time for the job runner. */
export interface BulkUtilityAction<A extends UtilityActionId = UtilityActionId> {
  id: A;
  bulk: true;
  /** The items it covers, in order (ICCIDs, serials or tracker ids); throws an HttpError for a bad input. */
  items(input: UtilityInput<A>, context: UtilityContext): Promise<(string | number)[]>;
  /** What would happen, changing nothing. */
  dryRun(input: UtilityInput<A>, context: UtilityContext): Promise<UtilityDryRun>;
  /** Does one item; answers the message for its result, or throws (an HttpError's message is kept). */
  runItem(item: string | number, input: UtilityInput<A>, context: UtilityContext): Promise<string>;
}

export type UtilityAction<A extends UtilityActionId = UtilityActionId> =
  SingleUtilityAction<A> | BulkUtilityAction<A>;
