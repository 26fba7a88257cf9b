// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaServerDrawn } from './react-aria-server-drawn.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = reactAriaServerDrawn().transform as unknown as Transform;

/** The installed React Aria's module, as the build reads it. */
function installedSsrProvider(): { id: string; code: string } {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('react-aria/package.json'));
  const id = join(root, 'dist/private/ssr/SSRProvider.mjs');
  return { id, code: readFileSync(id, 'utf8') };
}

describe("React Aria's useIsSSR in the production build", () => {
  it("answers from the app's server-drawn state; the module's other exports stay the library's", () => {
    const { id, code } = installedSsrProvider();
    const result = transform(code, id);
    const exportLine = result?.code.split('\n').find((line) => line.startsWith('export {'));
    expect(result?.code).toMatch(
      /^import \{ useIsServerDrawn as __hearthUseIsServerDrawn \} from ".*server-drawn\.tsx";/,
    );
    expect(exportLine).toContain('__hearthUseIsServerDrawn as useIsSSR');
    expect(exportLine).toMatch(/ as SSRProvider/);
    expect(exportLine).toMatch(/ as useSSRSafeId/);
  });

  it('leaves every other module alone', () => {
    expect(
      transform('export const x = 1;', '/node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs'),
    ).toBeNull();
  });

  it('fails the build when the module stops exporting useIsSSR, rather than keep the slow path', () => {
    const { id } = installedSsrProvider();
    expect(() => transform('export { a as SSRProvider };', id)).toThrow(/no longer exports useIsSSR/);
  });
});
