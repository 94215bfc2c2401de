export * from './iccid.ts';
export * from './wizards.ts';
export * from './wizard-steps.ts';
