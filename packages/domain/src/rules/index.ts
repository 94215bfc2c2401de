export * from './rule-message.ts';
export * from './rule-conditions.ts';
export * from './rule-matcher.ts';
export * from './rule-template.ts';
export * from './rule-throttle.ts';
