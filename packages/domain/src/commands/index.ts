export * from './placeholders.ts';
export * from './channels.ts';
