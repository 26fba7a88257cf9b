import { describe, expect, it } from 'vitest';
import { type OrgRequestHints, type OrgResolution, resolveOrgCode } from './resolve-org.ts';

describe('resolveOrgCode: Host → ?org= → x-org → hearth', () => {
  it.each<[string, OrgRequestHints, OrgResolution]>([
    [
      'host wins over query and header',
      { host: 'silverpine.hearth.test', queryOrg: 'bluewater-cu', headerOrg: 'hearth-ny' },
      { status: 'found', code: 'silverpine', source: 'host' },
    ],
    [
      'host wins even over an unknown query',
      { host: 'silverpine.hearth.test:443', queryOrg: 'nope' },
      { status: 'found', code: 'silverpine', source: 'host' },
    ],
    [
      'query on an unmapped host',
      { host: 'localhost:3000', queryOrg: 'bluewater-cu', headerOrg: 'hearth-ny' },
      { status: 'found', code: 'bluewater-cu', source: 'query' },
    ],
    [
      'query is case-insensitive and trimmed',
      { host: '127.0.0.1', queryOrg: ' Hearth-NY ' },
      { status: 'found', code: 'hearth-ny', source: 'query' },
    ],
    [
      'first of repeated query values',
      { queryOrg: ['silverpine', 'hearth-ny'] },
      { status: 'found', code: 'silverpine', source: 'query' },
    ],
    [
      'header when no query',
      { host: 'localhost', headerOrg: 'hearth-crypto' },
      { status: 'found', code: 'hearth-crypto', source: 'header' },
    ],
    [
      'empty query falls to header',
      { queryOrg: '', headerOrg: 'hearth-crypto' },
      { status: 'found', code: 'hearth-crypto', source: 'header' },
    ],
    [
      'default when nothing is given',
      { host: 'localhost' },
      { status: 'found', code: 'hearth', source: 'default' },
    ],
    [
      'default for an unknown host',
      { host: 'evil.example' },
      { status: 'found', code: 'hearth', source: 'default' },
    ],
    [
      'unknown query is reported, not skipped',
      { queryOrg: 'acme', headerOrg: 'silverpine' },
      { status: 'unknown', requested: 'acme', source: 'query' },
    ],
    [
      'unknown header is reported',
      { headerOrg: 'acme' },
      { status: 'unknown', requested: 'acme', source: 'header' },
    ],
  ])('%s', (_label, hints, expected) => {
    expect(resolveOrgCode(hints)).toEqual(expected);
  });
});
