import type { Database, Db } from '../../../db/database.ts';
import type { BrandLinks } from '../../../http/brand-links.ts';
import type { OutboxWorker } from '../../../jobs/outbox/outbox-worker.ts';
import type { LocalPositions, PositionBus, StoredFix } from '../../../realtime/position-bus.ts';
import type { CommandDelivery } from '../../commands/command-delivery.ts';
import type { IndexedRule } from './account-rules.ts';
import { ruleEventHandler } from './rule-event-handler.ts';
import { RuleFiring } from './rule-firing.ts';
import { RuleFixJudge } from './rule-fix-judge.ts';
import { RULES_CHANNEL, RuleIndex } from './rule-index.ts';

export interface RulesLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The rules engine (docs/decisions/0051), `services.rules`: each account's enabled rules compiled in memory on
 * every instance, judged for every fix this instance stores (the bus's local side) and every stored event (the
 * event dispatcher's handler, `eventHandler`), firing through the outbox. `changed(accountId)` after a rule write.
 */
export class RulesEngine {
  readonly index: RuleIndex;
  readonly firing: RuleFiring;
  readonly fixes: RuleFixJudge;
  /** Register with the event dispatcher: `(tx, events) => Promise<void>`. */
  readonly eventHandler: ReturnType<typeof ruleEventHandler>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly database: Database,
    bus: PositionBus,
    private readonly log: RulesLog,
    private readonly outbox: Pick<OutboxWorker, 'kick'>,
    private readonly commands: Pick<CommandDelivery, 'queued'>,
    links: BrandLinks,
  ) {
    this.index = new RuleIndex(database.db);
    this.firing = new RuleFiring(links);
    this.fixes = new RuleFixJudge(database.db, this.index, this.firing, {
      fire: (rule, accountId, fix) => this.fireForFix(rule, accountId, fix),
      error: (err) => log.error({ err }, 'rules: judging fixes failed'),
    });
    this.eventHandler = ruleEventHandler(this.index, this.firing, log, ({ deviceId, commandQueued }) => {
      if (commandQueued) this.commands.queued(deviceId);
    });
    this.unsubscribe = bus.onLocal((batch: LocalPositions[]) => this.fixes.enqueue(batch));
  }

  /**
   * The account's rules were written: this instance reads them again at their next use, and on PostgreSQL the
   * other instances are told (NOTIFY on RULES_CHANNEL, heard by their AccountChangeListener).
   */
  changed(accountId: number): void {
    this.forgetAccount(accountId);
    this.database.pool
      ?.query('select pg_notify($1, $2)', [RULES_CHANNEL, String(accountId)])
      .catch((err: unknown) =>
        this.log.warn({ err, accountId }, 'rules: could not tell other instances of a change'),
      );
  }

  /** Another instance changed the account's rules: read them again here (does not tell anyone). */
  forgetAccount(accountId: number): void {
    this.index.changed(accountId);
    this.firing.forget();
  }

  /** Every account's rules are read again (the listener missed notices while disconnected). */
  changedAll(): void {
    this.index.changedAll();
    this.firing.forget();
  }

  /** Resolves once the fixes queued so far have been judged (tests, shutdown). */
  idle(): Promise<void> {
    return this.fixes.idle();
  }

  async close(): Promise<void> {
    this.unsubscribe();
    await this.fixes.close();
  }

  private async fireForFix(rule: IndexedRule, accountId: number, fix: StoredFix) {
    const judged = {
      accountId,
      deviceId: fix.deviceId,
      message: { kind: 'fix' as const, trackerId: fix.deviceId, trackerName: '' },
      positionId: fix.positionId,
      eventId: null,
      time: fix.fixTime,
    };
    try {
      const result = await this.database.db.transaction((tx) => this.firing.fire(tx as Db, rule, judged));
      if (!result.outcome) return;
      this.outbox.kick();
      if (result.commandQueued) this.commands.queued(fix.deviceId);
    } catch (err) {
      this.firing.forget(rule.id, fix.deviceId);
      this.log.error({ err, ruleId: rule.id, positionId: fix.positionId }, 'a rule failed on a fix');
    }
  }
}
