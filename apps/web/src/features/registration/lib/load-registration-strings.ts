import { loadNamespaces } from '../../../lib/i18n.ts';

// The register pages' catalogue (lib/i18n.ts: only the shell's strings ship with the app), and the
// legal one, whose title of the lender's terms the consents name. Every registration route module
// imports this file, so its chunk resolves with the strings in memory.
await loadNamespaces('registration', 'legal');
