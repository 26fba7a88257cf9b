// Every table, one file per module. drizzle-kit reads this file (drizzle.config.ts).
export * from './application.ts';
export * from './attempt-counters.ts';
export * from './audit.ts';
export * from './conditions.ts';
export * from './document-files.ts';
export * from './documents.ts';
export * from './identity.ts';
export * from './notifications.ts';
export * from './profile.ts';
export * from './provider-results.ts';
export * from './registration.ts';
export * from './sandbox.ts';
export * from './secret-fingerprints.ts';
export * from './signers.ts';
export * from './staff.ts';
export * from './telemetry.ts';
export * from './timeline.ts';
