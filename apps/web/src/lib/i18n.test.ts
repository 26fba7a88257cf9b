import type { ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n, lazyCatalogueBackend, loadNamespaces, namespaces, SHELL_NAMESPACES } from './i18n.ts';

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
    expect(await read('es', 'registration')).toEqual({});
  });

  it('has every namespace ready in tests, and loadNamespaces resolves for a loaded one', async () => {
    await loadNamespaces('registration', 'common');
    for (const namespace of namespaces) {
      expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
    }
  });
});
