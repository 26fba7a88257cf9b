import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's English catalogues: specs assert the very words a visitor reads. */
function readCatalogue(namespace: string): Record<string, unknown> {
  const file = join(
    import.meta.dirname,
    '..',
    '..',
    'apps',
    'web',
    'src',
    'locales',
    'en',
    `${namespace}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The name a placeholder page of routes.json shows as its heading. */
export function getPendingPageName(page: string): string {
  const pages = readCatalogue('routes').pages as Record<string, { name: string }>;
  const entry = pages[page];
  if (!entry) {
    throw new Error(`routes.json has no page ${page}`);
  }
  return entry.name;
}
