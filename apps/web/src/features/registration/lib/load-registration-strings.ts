import { loadNamespaces } from '../../../lib/i18n.ts';

// The register pages' catalogue (lib/i18n.ts: only the shell's strings ship with the app). Every
// registration route module imports this file, so its chunk resolves with the strings in memory.
// The legal one, whose title of the lender's terms the consents name, loads with the routes that
// show the consents (app/route-modules.ts), not with the first step.
await loadNamespaces('registration');
