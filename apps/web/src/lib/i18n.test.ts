import type { ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  i18n,
  lazyCatalogueBackend,
  loadNamespaces,
  namespaces,
  SHELL_NAMESPACES,
  withEveryPluralForm,
} from './i18n.ts';

function read(language: string, namespace: string): Promise<ResourceKey> {
  return new Promise((resolve, reject) => {
    lazyCatalogueBackend.read(language, namespace, (error, data) =>
      error ? reject(error) : resolve(typeof data === 'object' && data !== null ? data : {}),
    );
  });
}

describe('i18n catalogues: the shell ships, the rest loads per page', () => {
  it('knows every catalogue as a namespace, the shell ones among them', () => {
    expect(namespaces).toEqual(expect.arrayContaining([...SHELL_NAMESPACES, 'registration', 'legal']));
  });

  it('reads a page catalogue through the lazy backend, and an unknown one as empty', async () => {
    const registration = (await read('en', 'registration')) as Record<string, unknown>;
    expect(registration).toHaveProperty('property.title', 'Where is the property?');
    expect(await read('en', 'no-such-namespace')).toEqual({});
    expect(await read('es', 'registration')).toHaveProperty('property.title', '¿Dónde está la propiedad?');
    expect(await read('fr', 'registration')).toEqual({});
  });

  it('has every namespace ready in tests, and loadNamespaces resolves for a loaded one', async () => {
    await loadNamespaces('registration', 'common');
    for (const namespace of namespaces) {
      expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
    }
  });
});

describe('plural forms a catalogue does not write read as its _other', () => {
  const days = { left: { days_one: '{{count}} día', days_other: '{{count}} días' }, title: 'Plazo' };

  it('gives Spanish its CLDR "many" form (round millions) from _other, keeping what is written', () => {
    expect(withEveryPluralForm('es', days)).toEqual({
      left: { days_one: '{{count}} día', days_other: '{{count}} días', days_many: '{{count}} días' },
      title: 'Plazo',
    });
    expect(withEveryPluralForm('es', { n_many: 'own', n_other: 'other' })).toEqual({
      n_many: 'own',
      n_other: 'other',
      n_one: 'other',
    });
  });

  it('keeps lists as lists, filling the plurals inside them', () => {
    const sections = { sections: [{ heading: 'A', paragraphs: ['x'] }, { n_other: 'y' }] };
    expect(withEveryPluralForm('es', sections)).toEqual({
      sections: [
        { heading: 'A', paragraphs: ['x'] },
        { n_other: 'y', n_one: 'y', n_many: 'y' },
      ],
    });
  });

  it('leaves English as it is', () => {
    expect(withEveryPluralForm('en', days)).toEqual(days);
  });

  it('so a Spanish count of a million stays Spanish', async () => {
    const spanish = i18n.cloneInstance({ lng: 'es', initAsync: false });
    spanish.addResourceBundle('es', 'plural-fixture', withEveryPluralForm('es', days));
    spanish.addResourceBundle('en', 'plural-fixture', {
      left: { days_one: '{{count}} day', days_other: '{{count}} days' },
    });
    expect(spanish.t('plural-fixture:left.days', { count: 1 })).toBe('1 día');
    expect(spanish.t('plural-fixture:left.days', { count: 1_000_000 })).toBe('1000000 días');
  });
});
