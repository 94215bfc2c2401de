/** Rules of the rules engine (spec 2 §2 Rules, §3 Rule, §5, §7; docs/decisions/0050). */
export * from './rule-texts.ts';
export * from './rule-body.ts';
export * from './rule-answers.ts';
