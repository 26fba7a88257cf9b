import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every UI string comes from a catalogue `src/locales/<language>/<namespace>.json`; the namespace is
 * the file name. English now; a Spanish folder is picked up without touching pages.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function collectResources(files: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] && match[2]) {
      resources[match[1]] = { ...resources[match[1]], [match[2]]: catalogue };
    }
  }
  return resources;
}

export const resources = collectResources(catalogues);
export const namespaces = Object.keys(resources.en ?? {});

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
