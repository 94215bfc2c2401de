import type { Db } from '../../../db/database.ts';
import { AccountCache } from '../../accounts/account-cache.ts';
import { AccountRules } from './account-rules.ts';
import { findEnabledRules } from './rule-index.repository.ts';

/** The NOTIFY channel on which a rule write tells the other instances (PostgreSQL). */
export const RULES_CHANNEL = 'lodestar_rules';

/**
 * Each account's enabled rules, compiled, read at the account's first message and kept until its rules change:
 * `changed(accountId)` after this instance's writes, db/account-change-listener.ts on RULES_CHANNEL for the other
 * instances'. An account without rules keeps an empty entry: its fixes cost a map lookup.
 */
export class RuleIndex extends AccountCache<AccountRules> {
  constructor(db: Db) {
    super(async (accountId) => new AccountRules(await findEnabledRules(db, accountId)));
  }

  /**
   * The account's rules from inside a transaction: the kept ones, else read through `tx` (not kept: the
   * transaction may see what others do not yet) while the kept copy is read in the background. On PGlite a read
   * on the root handle would wait for the open transaction, so the reader must not.
   */
  async within(tx: Db, accountId: number): Promise<AccountRules> {
    const kept = this.peek(accountId);
    if (kept) return kept;
    this.load(accountId).catch(() => {});
    return new AccountRules(await findEnabledRules(tx, accountId));
  }
}
