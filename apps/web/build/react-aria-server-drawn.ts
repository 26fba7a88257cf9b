import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** React Aria's module that answers "is this the server's render?" (its `useIsSSR`). */
const SSR_PROVIDER_MODULE = /\/react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/;
const EXPORTED_USE_IS_SSR = /([\w$]+) as useIsSSR\b/;
const SERVER_DRAWN_MODULE = fileURLToPath(new URL('../src/lib/server-drawn.tsx', import.meta.url));

/**
 * Points React Aria's `useIsSSR` at the app's `useIsServerDrawn` (src/lib/server-drawn.tsx): the
 * same answers, but the change after hydration renders in a transition instead of one synchronous
 * pass over every component that asks. The library's other exports stay its own. A React Aria
 * whose module no longer exports `useIsSSR` fails the build rather than silently keeping the slow
 * path.
 */
export function reactAriaServerDrawn(): Plugin {
  return {
    name: 'hearth-react-aria-server-drawn',
    apply: 'build',
    transform(code, id) {
      if (!SSR_PROVIDER_MODULE.test(id)) {
        return null;
      }
      if (!EXPORTED_USE_IS_SSR.test(code)) {
        throw new Error(`${id} no longer exports useIsSSR as this build expects`);
      }
      return {
        code: `import { useIsServerDrawn as __hearthUseIsServerDrawn } from ${JSON.stringify(SERVER_DRAWN_MODULE)};\n${code.replace(EXPORTED_USE_IS_SSR, '__hearthUseIsServerDrawn as useIsSSR')}`,
        map: null,
      };
    },
  };
}
