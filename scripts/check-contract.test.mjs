// The contract's checks (decision 015) over the repository, and over a scratch tree to show they
// do fail: a path literal outside packages/domain/src/api, an inline query key outside the factory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { applicationApi } from '@hearth/domain/api/application-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApiPathLiterals, findInlineQueryKeys } from './check-contract.mjs';

describe('the repository', () => {
  it('writes every API path once, in the domain’s contract', () => {
    expect(findApiPathLiterals()).toEqual([]);
  });

  it('takes every query key of the web app from its factory', () => {
    expect(findInlineQueryKeys()).toEqual([]);
  });
});

describe('the checks, on a scratch tree', () => {
  // The fixtures' paths come from the contract too, or this file would be a finding itself.
  const APPLICATION = applicationApi.list.path;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal as a spec file writes it
  const OPS_APPLICATION = opsApi.application.path.replace(':uuid', '${uuid}');
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hearth-contract-'));
    write('packages/domain/src/api/application-api.ts', `export const path = '${APPLICATION}';\n`);
    write(
      'apps/web/src/features/dashboard/api/calls.ts',
      `import { apiFetch } from '../../../lib/api-client.ts';\n\nexport const list = () => apiFetch('${APPLICATION}');\n`,
    );
    write('e2e/dashboard.spec.ts', `await request.get(\`${OPS_APPLICATION}\`);\n`);
    write(
      'apps/web/src/features/dashboard/api/queries.ts',
      "export const q = { queryKey: ['applications'], queryFn: () => list() };\n",
    );
    write('apps/web/src/features/dashboard/routes/index.test.tsx', "const q = { queryKey: ['x'] };\n");
    write('apps/web/src/lib/query-keys.ts', "export const key = () => ({ queryKey: ['x'] });\n");
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('reports a path literal outside the contract, with its file and line, and not the contract’s own', () => {
    expect(findApiPathLiterals(root)).toEqual([
      { path: 'apps/web/src/features/dashboard/api/calls.ts', line: 3, literal: APPLICATION },
      { path: 'e2e/dashboard.spec.ts', line: 1, literal: OPS_APPLICATION },
    ]);
  });

  it('reports an inline query key in the app’s sources, not in a test or the factory', () => {
    expect(findInlineQueryKeys(root)).toEqual([
      { path: 'apps/web/src/features/dashboard/api/queries.ts', line: 1, literal: 'queryKey: [' },
      { path: 'apps/web/src/features/dashboard/api/queries.ts', line: 1, literal: 'queryFn:' },
    ]);
  });
});
