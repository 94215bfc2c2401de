export * from './money.ts';
export * from './dates.ts';
export * from './order-summary.ts';
export * from './payment-schedule.ts';
export * from './schedule-terms.ts';
export * from './invoice.ts';
export * from './subscription-rules.ts';
