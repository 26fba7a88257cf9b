// Every table, one file per module. drizzle-kit reads this file (drizzle.config.ts).
export * from './application.ts';
export * from './audit.ts';
export * from './identity.ts';
export * from './profile.ts';
export * from './registration.ts';
export * from './telemetry.ts';
