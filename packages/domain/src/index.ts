export * from './org/org-config.ts';
