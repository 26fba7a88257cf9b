// The import boundaries of docs/CODE_STYLE.md ("Boundaries") are Biome restricted-import rules in
// biome.json. Each case below is one import line in a file at a path of the real layout, written
// into a scratch directory beside a copy of biome.json: the fixtures never enter the repository's
// own lint or type-check, and the rules are checked exactly as `npm run lint` applies them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/paths.mjs';

const RULE = 'lint/style/noRestrictedImports';
const from = (specifier) => `import { x } from '${specifier}';`;

const FEATURE = 'apps/web/src/features/offers';
const featureToFeature = [
  [`${FEATURE}/is-offer-open.ts`, from('../conditions/api/conditions.ts'), true],
  [`${FEATURE}/routes/offers.tsx`, from('../../conditions/api/conditions.ts'), true],
  [`${FEATURE}/routes/offers.tsx`, `import type { X } from '../../conditions/lib/x.ts';`, true],
  [`${FEATURE}/routes/offers.tsx`, `export { x } from '../../conditions/lib/x.ts';`, true],
  [`${FEATURE}/routes/offers.tsx`, from('../../../features/conditions/lib/x.ts'), true],
  [
    `${FEATURE}/routes/offers.tsx`,
    `export const load = () => import('../../conditions/routes/x.tsx');`,
    true,
  ],
  [`${FEATURE}/components/cards/card.tsx`, from('../../../conditions/lib/x.ts'), true],
  [`${FEATURE}/components/cards/rows/row.tsx`, from('../../../../conditions/lib/x.ts'), true],
  [`${FEATURE}/components/cards/rows/cells/cell.tsx`, from('../../../../../conditions/lib/x.ts'), true],
  [`${FEATURE}/routes/offers.test.tsx`, from('../../conditions/lib/x.ts'), true],
  [`${FEATURE}/routes/offers.tsx`, from('../components/offer-card.tsx'), false],
  [`${FEATURE}/routes/offers.tsx`, from('./offer-table.tsx'), false],
  [`${FEATURE}/routes/offers.tsx`, from('../../../lib/api-client.ts'), false],
  [`${FEATURE}/components/cards/card.tsx`, from('../../../../components/ui/button.tsx'), false],
  [`${FEATURE}/is-offer-open.ts`, from('../../lib/api-client.ts'), false],
  [`${FEATURE}/routes/offers.tsx`, from('@hearth/domain'), false],
  ['apps/web/src/app/route-modules.ts', from('../features/offers/routes/offers.tsx'), false],
];

const sharedToFeature = [
  ['apps/web/src/lib/continue-journey.ts', from('../features/journey/api/journey.ts'), true],
  ['apps/web/src/components/ui/button.tsx', from('../../features/offers/lib/x.ts'), true],
  ['apps/web/src/components/redirect.tsx', from('../features/auth/lib/x.ts'), true],
  ['apps/web/src/lib/continue-journey.ts', from('./navigation.ts'), false],
  ['apps/web/src/components/ui/button.tsx', from('../../lib/x.ts'), false],
];

const DOMAIN = 'packages/domain/src/money.ts';
const domainPure = [
  ...[
    'react',
    'react/jsx-runtime',
    'react-dom/client',
    'react-i18next',
    'fastify',
    'fastify-plugin',
    '@fastify/cookie',
    'drizzle-orm',
    'drizzle-orm/pg-core',
    'pg',
    'pg-boss',
    '@electric-sql/pglite',
    '@hearth/web',
    '@hearth/server/src/app.ts',
    '../../../apps/server/src/app.ts',
  ].map((specifier) => [DOMAIN, from(specifier), true]),
  ['packages/domain/src/money.test.ts', from('node:fs'), true],
  [DOMAIN, from('zod'), false],
  [DOMAIN, from('decimal.js'), false],
  [DOMAIN, from('./dates/rescission.ts'), false],
];
const nodeBuiltins = builtinModules
  .filter((name) => !name.startsWith('_'))
  .flatMap((name) => [name, `node:${name}`])
  .map((specifier) => [DOMAIN, from(specifier), true]);

const webAndServer = [
  ['apps/web/src/main.tsx', from('@hearth/server'), true],
  ['apps/web/src/main.tsx', from('../../server/src/app.ts'), true],
  ['apps/web/src/app/router.tsx', from('../../../server/src/lib/pii.ts'), true],
  ['apps/web/src/lib/api-client.ts', from('../../../server/src/lib/pii.ts'), true],
  ['apps/web/src/components/redirect.tsx', from('../../../server/src/lib/pii.ts'), true],
  [`${FEATURE}/routes/offers.tsx`, from('../../../../../server/src/lib/pii.ts'), true],
  [`${FEATURE}/routes/offers.tsx`, from('@hearth/server/src/lib/pii.ts'), true],
  ['apps/web/src/entry-server.tsx', from('react-dom/server'), false],
  ['apps/server/src/app.ts', from('@hearth/web'), true],
  ['apps/server/src/modules/spa/server-render.ts', from('../../../../web/src/entry-server.tsx'), true],
  ['apps/server/src/modules/offers/offers.repository.ts', from('../../../../web/src/lib/x.ts'), true],
  ['apps/server/src/modules/offers/offers.service.ts', from('@hearth/web/src/lib/x.ts'), true],
  ['apps/server/src/lib/pii.ts', from('../../../web/src/lib/x.ts'), true],
  ['apps/server/src/providers/providers.ts', from('../../../web/src/lib/x.ts'), true],
  ['apps/server/src/modules/spa/server-render.ts', from('@hearth/domain'), false],
];

const serverLayers = [
  ['apps/server/src/modules/offers/offers.repository.ts', from('./offers.service.ts'), true],
  ['apps/server/src/modules/offers/offers.repository.ts', from('./offers.routes.ts'), true],
  ['apps/server/src/modules/offers/offers.repository.ts', from('../conditions/conditions.service.ts'), true],
  ['apps/server/src/modules/offers/offers.repository.ts', from('./offers.mapper.ts'), false],
  ['apps/server/src/modules/offers/offers.repository.ts', from('../../db/client.ts'), false],
  ['apps/server/src/modules/offers/offers.service.ts', from('./offers.routes.ts'), true],
  ['apps/server/src/modules/offers/offers.service.ts', from('./offers.repository.ts'), false],
  ['apps/server/src/modules/offers/offers.routes.ts', from('./offers.service.ts'), false],
  ['apps/server/src/db/seed.ts', from('../modules/offers/offers.service.ts'), true],
  ['apps/server/src/db/seed.ts', from('../modules/offers/offers.routes.ts'), true],
  ['apps/server/src/lib/create-core-app.ts', from('../modules/health/health.routes.ts'), true],
  ['apps/server/src/lib/create-core-app.ts', from('../modules/offers/offers.service.ts'), true],
  ['apps/server/src/lib/create-core-app.ts', from('../plugins/metrics.ts'), false],
  ['apps/server/src/lib/endpoint-route.test.ts', from('../modules/health/health.routes.ts'), false],
  ['apps/server/src/providers/providers.ts', from('../modules/offers/offers.routes.ts'), true],
  ['apps/server/src/providers/providers.ts', from('./lien-provider.ts'), false],
];

const e2eOutside = [
  ['e2e/journey/offers.spec.ts', from('../../apps/server/src/app.ts'), true],
  ['e2e/journey/offers.spec.ts', from('../../apps/web/src/lib/x.ts'), true],
  ['e2e/support/e2e-env.ts', from('@hearth/web'), true],
  ['e2e/support/e2e-env.ts', from('@hearth/server/src/app.ts'), true],
  ['e2e/journey/offers.spec.ts', from('@hearth/domain/dates/rescission'), false],
  ['e2e/journey/offers.spec.ts', from('../fixtures.ts'), false],
];

const consoleApart = [
  ['apps/console/src/app/router.tsx', from('@hearth/web'), true],
  ['apps/console/src/lib/api-client.ts', from('../../../web/src/lib/api-client.ts'), true],
  ['apps/console/src/pages/staff/staff-page.tsx', from('../../../../web/src/components/ui/button.tsx'), true],
  ['apps/console/src/pages/staff/staff-page.tsx', from('../../../../server/src/lib/pii.ts'), true],
  ['apps/console/src/main.tsx', from('@hearth/server/src/app.ts'), true],
  ['apps/console/src/lib/api-client.ts', from('@hearth/domain/api/ops-api'), false],
  ['apps/console/src/pages/staff/staff-page.tsx', from('../../components/button.tsx'), false],
  ['apps/web/src/main.tsx', from('@hearth/console'), true],
  ['apps/web/src/lib/api-client.ts', from('../../../console/src/lib/api-client.ts'), true],
  [`${FEATURE}/routes/offers.tsx`, from('../../../../../console/src/lib/x.ts'), true],
  ['apps/server/src/app.ts', from('../../console/src/main.tsx'), true],
  ['apps/server/src/modules/console/console.plugin.ts', from('../../../../console/dist/x.js'), true],
  ['apps/server/src/app.ts', from('./modules/console/console.plugin.ts'), false],
];

// The restriction that predates the boundaries stays on every web file but Redirect's own.
const navigate = `import { Navigate } from 'react-router';`;
const redirectOnly = [
  [`${FEATURE}/routes/offers.tsx`, navigate, true],
  ['apps/web/src/lib/x.tsx', navigate, true],
  ['apps/web/src/app/router.tsx', navigate, true],
  ['apps/web/src/components/redirect.tsx', navigate, false],
  ['apps/web/src/components/redirect.test.tsx', navigate, false],
];

const GROUPS = {
  'web features import no other feature': featureToFeature,
  'web lib and components import no feature': sharedToFeature,
  'the domain imports no React, Node built-ins, Fastify, database or apps': domainPure,
  'the domain imports no Node built-in, with or without node:': nodeBuiltins,
  'web and server never import each other': webAndServer,
  'server layers import only downwards': serverLayers,
  'e2e imports no app code': e2eOutside,
  'the staff console and the other apps never import each other': consoleApart,
  'Navigate is imported only by Redirect': redirectOnly,
};

/** Writes every case as a line of a file at its path, lints them all at once, and answers the reported lines. */
function lintCases(cases) {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-boundaries-'));
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  const files = new Map();
  for (const testCase of cases) {
    files.set(testCase[0], [...(files.get(testCase[0]) ?? []), testCase]);
  }
  for (const [file, lines] of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${lines.map(([, code]) => code).join('\n')}\n`);
  }
  const biome = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  rmSync(dir, { recursive: true, force: true });
  if (!biome.stdout.startsWith('{')) {
    throw new Error(`biome lint did not report: ${biome.stderr}`);
  }
  const report = JSON.parse(biome.stdout);
  const reported = new Set();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category === RULE) {
      reported.add(`${diagnostic.location.path}:${diagnostic.location.start.line}`);
    }
  }
  return (file, code) => {
    const line = files.get(file).findIndex(([, caseCode]) => caseCode === code) + 1;
    return reported.has(`${file}:${line}`);
  };
}

describe('import boundaries (biome.json, docs/CODE_STYLE.md)', () => {
  let isReported;
  beforeAll(() => {
    isReported = lintCases(Object.values(GROUPS).flat());
  });

  for (const [title, cases] of Object.entries(GROUPS)) {
    describe(title, () => {
      it.each(cases)('%s: %s (reported: %s)', (file, code, expected) => {
        expect(isReported(file, code)).toBe(expected);
      });
    });
  }
});

describe('the feature rule reaches every feature file', () => {
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  const featureGlobs = config.overrides
    .flatMap((override) => override.includes)
    .filter((glob) => glob.startsWith('apps/web/src/features/*/'));
  const deepest = Math.max(...featureGlobs.map((glob) => glob.split('/').length - 6));

  it(`no feature nests files deeper than the ${deepest} folder levels the rule covers`, () => {
    const listing = spawnSync('git', ['ls-files', 'apps/web/src/features'], { cwd: ROOT, encoding: 'utf8' });
    const tooDeep = listing.stdout
      .split('\n')
      .filter(Boolean)
      .filter((file) => file.split('/').length - 6 > deepest);
    expect(tooDeep).toEqual([]);
  });
});
