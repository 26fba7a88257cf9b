import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type Rolldown } from 'vite';
import { compileOnLoadHint } from './build/compile-on-load-hint.ts';
import { evaluateChunksInTasks } from './build/evaluate-chunks-in-tasks.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { reactAriaServerDrawn } from './build/react-aria-server-drawn.ts';

/** The API server during development (`npm run dev` starts it beside Vite). */
const API_ORIGIN = 'http://127.0.0.1:3000';
/** ORG_PAYLOAD_ELEMENT_ID in packages/domain/src/org/org-config.ts (decision 004). */
const ORG_PAYLOAD_ELEMENT_ID = 'hearth-org';

const API_PREFIXES = ['^/service-', '/identity', '/a/', '/api', '/docs', '/healthz', '/ft'];

function proxyToApi(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {};
  for (const prefix of API_PREFIXES) {
    proxy[prefix] = { target: API_ORIGIN, changeOrigin: false };
  }
  // GET /waitlist is a page of the SPA; its POSTs go to the API.
  proxy['/waitlist'] = {
    target: API_ORIGIN,
    bypass: (request) => (request.method === 'GET' || request.method === 'HEAD' ? request.url : undefined),
  };
  return proxy;
}

/** JSON safe inside a <script> element: no `</script>`, `<!--` or line separators can break out. */
function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * In development the API server is not the one serving index.html, so this plugin asks it for the
 * org payload (`?org=` from the page URL) and injects the same JSON data block the server would.
 */
function injectOrgPayload(): Plugin {
  return {
    name: 'hearth-inject-org-payload',
    apply: 'serve',
    async transformIndexHtml(html, context) {
      const pageUrl = new URL(context.originalUrl ?? context.path, 'http://localhost');
      const org = pageUrl.searchParams.get('org');
      const query = org ? `?org=${encodeURIComponent(org)}` : '';
      try {
        const response = await fetch(`${API_ORIGIN}/api/org-payload${query}`);
        if (!response.ok) {
          return html;
        }
        const json = escapeJsonForHtml(JSON.stringify(await response.json()));
        return html.replace(
          '</head>',
          `<script type="application/json" id="${ORG_PAYLOAD_ELEMENT_ID}">${json}</script></head>`,
        );
      } catch {
        // API not up yet: the app shows 'No private label data found' (ERR-001) until it is.
        return html;
      }
    },
  };
}

/** React itself. */
const INITIAL_REACT_MODULE = /node_modules\/(react|react-dom|scheduler|use-sync-external-store)\//;
/** The libraries the app starts with on React: router, server state, strings. */
const INITIAL_REACT_LIBRARY_MODULE =
  /node_modules\/(react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)\//;
/** The UI kit and schema library the app shell uses. */
const INITIAL_KIT_MODULE =
  /node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|zod|clsx)\//;

/** The domain's code: its rules, and the API contracts and DTOs built on them. */
const DOMAIN_MODULE = /\/packages\/domain\/src\//;
/** The domain's ground floor: enums, validation, ids, errors, formats. */
const DOMAIN_BASE_RULES_MODULE =
  /\/packages\/domain\/src\/(enums|validation|ids|util|errors|format|dates|i18n)\//;
/** The domain's rules (the ground floor, the lender's data, banners, the profile), not its contracts. */
const DOMAIN_RULES_MODULE = /\/packages\/domain\/src\/(?!api\/|application\/|journey\/|signer\/)/;

/** Phone-number metadata and the PDF engine are large and used by a few pages: kept out of the groups. */
const RARE_HEAVY_LIBRARY = /node_modules\/(libphonenumber-js|pdfjs-dist)\//;
const RARE_HEAVY_MODULE = new RegExp(
  `${RARE_HEAVY_LIBRARY.source}|\\/packages\\/domain\\/src\\/validation\\/`,
);
/** The app's helpers that carry the journey's rules (its state machine, offer arithmetic): not form code. */
const JOURNEY_LIB_MODULE =
  /\/apps\/web\/src\/lib\/(continue-journey|heloc-application|application-quote)\.ts$/;
/** What forms anywhere use: registration's first page loads this and little else. */
const FORM_MODULE =
  /node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|react-hook-form|@hookform|react-i18next|html-parse-stringify|void-elements)\/|\/apps\/web\/src\/(components\/ui|lib)\/|\/packages\/domain\/src\/(registration\/|enums\/|api\/auth-mode-api\.ts|identity\/auth-mode\.ts)/;
/** Libraries, domain rules and UI parts beyond the form kit: the journey pages' common code. */
const JOURNEY_MODULE = /\/node_modules\/|\/packages\/domain\/src\/|\/apps\/web\/src\/components\//;

/** The log-in's rules: small, and the log-in is a visitor's first page (decision 029). */
const LOGIN_RULES_MODULE = /\/packages\/domain\/src\/validation\/(login-body|email|password)\.ts$/;
const isFormModule = (id: string) =>
  LOGIN_RULES_MODULE.test(id) ||
  (FORM_MODULE.test(id) && !RARE_HEAVY_MODULE.test(id) && !JOURNEY_LIB_MODULE.test(id));
const isJourneyModule = (id: string) => JOURNEY_MODULE.test(id) && !RARE_HEAVY_MODULE.test(id);
const isJourneyRulesModule = (id: string) => DOMAIN_RULES_MODULE.test(id) && isJourneyModule(id);
const isJourneyContractModule = (id: string) => DOMAIN_MODULE.test(id) && isJourneyModule(id);

/**
 * The route modules of a visitor's form pages (decision 029), whose code the visitor's first touch
 * loads: the log-in, and register-v2's layout and first step.
 */
const VISITOR_FORM_PAGES: Record<string, string[]> = {
  login: ['src/features/auth/routes/login.tsx'],
  register: [
    'src/features/registration/routes/register-v2-layout.tsx',
    'src/features/registration/routes/v2-property-address.tsx',
  ],
};

/** A visitor page's feature code (its routes, steps, hooks); the domain's rules are shared with other pages. */
const VISITOR_PAGE_OWN_MODULE = /\/apps\/web\/src\/features\/(registration|auth)\//;

/**
 * Names the chunk of a module the visitor's form pages import (statically, beyond the app's entry):
 * `visitor-forms` for what both use, `visitor-<page>` for one page's own, none for the rest. Left to
 * the `forms` group, the code of every form in the app would come along — its date pickers, and
 * through them the phone metadata — as the whole group is one file.
 */
function visitorFormPagesChunkName() {
  let pagesOfModule: Map<string, Set<string>> | undefined;
  return (id: string, context: Rolldown.ChunkingContext): string | null => {
    pagesOfModule ??= mapModulesToVisitorPages(context);
    const pages = pagesOfModule.get(id);
    if (!pages || RARE_HEAVY_LIBRARY.test(id)) {
      return null;
    }
    // A page's own chunk holds its feature's code alone: the form kit it uses (radio groups, focus
    // scopes, dates) goes with the shared part, or every signed-in page with a radio group would
    // load and run registration's code with it.
    return pages.size > 1 || !VISITOR_PAGE_OWN_MODULE.test(id)
      ? 'visitor-forms'
      : `visitor-${[...pages].join('')}`;
  };
}

function mapModulesToVisitorPages(context: Rolldown.ChunkingContext): Map<string, Set<string>> {
  const pagesOfModule = new Map<string, Set<string>>();
  for (const [page, files] of Object.entries(VISITOR_FORM_PAGES)) {
    const queue = files.map((file) => fileURLToPath(new URL(file, import.meta.url)));
    const seen = new Set<string>();
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) {
        continue;
      }
      seen.add(id);
      pagesOfModule.set(id, (pagesOfModule.get(id) ?? new Set()).add(page));
      queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    if (seen.size === files.length) {
      throw new Error(`the visitor's ${page} page imports nothing: is its route module still at ${files}?`);
    }
  }
  return pagesOfModule;
}

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The server renderer (decision 012): `vite build --ssr`, run after the browser build, into dist/ssr. */
const SSR_BUILD = {
  outDir: 'dist/ssr',
  emptyOutDir: true,
  // Beside the browser build, never served: the server imports it.
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    injectOrgPayload(),
    // React Aria's own strings for the app's languages alone (English, Spanish: es-ES's serve es-US).
    { ...optimizeLocales.vite({ locales: ['en-US', 'es'] }), enforce: 'pre' },
    ...(isSsrBuild ? [] : [reactAriaServerDrawn(), evaluateChunksInTasks(), precompressAssets()]),
  ],
  // The domain package is TypeScript source: the server renderer bundles it; libraries stay imports.
  ssr: { noExternal: ['@hearth/domain'] },
  resolve: {
    // React Router's package points every import at its development build (checks and warnings a
    // phone pays for while evaluating it); the browser build takes the production one.
    alias: isSsrBuild ? [] : [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
  },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Decision 011: fewer, larger chunks. A phone on a slow network pays a round trip per file;
            // the automatic split gave the first journey page 73 files, many under 1 kB.
            codeSplitting: {
              groups: [
                // Everything the entry needs at once, in files by kind (decision 012): a page
                // the server rendered runs them one task each, so a phone answers input between.
                // Phone-number metadata in a file of its own, loaded only by the pages that format or
                // check a number (left to the bundler it joined the entry).
                { name: 'phone-numbers', test: /node_modules\/libphonenumber-js\//, priority: 12 },
                { name: 'react', test: INITIAL_REACT_MODULE, tags: ['$initial'], priority: 11 },
                {
                  name: 'react-libraries',
                  test: INITIAL_REACT_LIBRARY_MODULE,
                  tags: ['$initial'],
                  priority: 10,
                },
                { name: 'kit', test: INITIAL_KIT_MODULE, tags: ['$initial'], priority: 9 },
                // The domain's modules the entry imports, apart from the app's own code and in three
                // files (its ground floor, the rules on it, the contracts on them), each evaluated in
                // a task of its own: zod builds several hundred schemas as they load, too long a task
                // for a phone in one. A group takes its modules' dependencies along unless a group of
                // higher priority took them first, so the lower floors come first.
                { name: 'base-rules', test: DOMAIN_BASE_RULES_MODULE, tags: ['$initial'], priority: 8 },
                { name: 'rules', test: DOMAIN_RULES_MODULE, tags: ['$initial'], priority: 7 },
                { name: 'contracts', test: DOMAIN_MODULE, tags: ['$initial'], priority: 6 },
                { name: 'app', tags: ['$initial'], priority: 5 },
                // What a visitor's form pages add to the entry, by page (decision 029): their first
                // touch loads only that, not the code of every form.
                { name: visitorFormPagesChunkName(), debugName: 'visitor-forms', priority: 4 },
                // Code two or more lazy pages use, in two files by kind rather than one per set of pages
                // sharing it: over HTTP/1.1's six connections, forty small files cost a phone on a slow
                // network more round trips than the few kilobytes a page does not use (decision 011).
                { name: 'forms', test: isFormModule, minShareCount: 2, priority: 3 },
                // The domain's rules and contracts apart from the journey's UI code, so that a page's
                // start runs them in a task of their own (build/evaluate-chunks-in-tasks.ts).
                { name: 'journey-rules', test: isJourneyRulesModule, minShareCount: 2, priority: 2.5 },
                { name: 'journey-contracts', test: isJourneyContractModule, minShareCount: 2, priority: 2 },
                { name: 'journey', test: isJourneyModule, minShareCount: 2, priority: 1 },
                // Code shared by lazy pages, one chunk per set of pages that share it. Merging the small
                // sets (entriesAwareMergeThreshold) broke module order at run time, so it stays off.
                { name: 'shared', minShareCount: 2, entriesAware: true, priority: 0 },
              ],
            },
            // Decision 038 (13): compiled as they stream in, off the main thread.
            postBanner: compileOnLoadHint,
            // A shared chunk's name lists every page that uses it; the hash alone names the file.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
          },
        },
      },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: proxyToApi() },
  preview: { port: 4173 },
}));
