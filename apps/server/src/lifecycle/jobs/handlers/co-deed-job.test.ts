import { describe, expect, it } from 'vitest';
import type { StoredHelocSigner } from '../../../db/schema/index.ts';
import { confirmCoDeeders } from '../../../modules/notary/notary.job.ts';
import type { StepJobContext } from '../step-job-types.ts';

function signer(status: string): StoredHelocSigner {
  return {
    uuid: crypto.randomUUID(),
    identityUuid: null,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    role: 'CO_DEEDER',
    status,
  };
}

function run(ownershipType: string | null, statuses: string[]) {
  const context = {
    application: { ownershipType, helocSigners: statuses.map(signer) },
  } as unknown as StepJobContext;
  return confirmCoDeeders(context);
}

describe('CO_DEED_REQ job: every owner on title signs (SGN-001)', () => {
  it.each<[string, string | null, string[], 'wait' | 'confirm' | 'complete']>([
    ['sole owner, nobody invited', 'SOLE', [], 'confirm'],
    ['trust, nobody invited', 'TRUST', [], 'confirm'],
    ['ownership unknown, nobody invited', null, [], 'confirm'],
    ['joint owner, nobody invited yet', 'JOINT', [], 'wait'],
    ['joint owner, the only invitation withdrawn', 'JOINT', ['WITHDRAWN'], 'wait'],
    ['invited, not accepted', 'JOINT', ['INVITED'], 'wait'],
    ['accepted, not signed', 'JOINT', ['ACCEPTED'], 'wait'],
    ['one of two signed', 'JOINT', ['SIGNED', 'ACCEPTED'], 'wait'],
    ['every one signed', 'JOINT', ['SIGNED', 'SIGNED'], 'complete'],
    ['signed, another withdrawn', 'JOINT', ['SIGNED', 'WITHDRAWN'], 'complete'],
    ['sole owner who invited someone waits for them', 'SOLE', ['INVITED'], 'wait'],
  ])('%s', async (_case, ownership, statuses, expected) => {
    const result = await run(ownership, statuses);
    if (expected === 'wait') {
      expect(result).toBeNull();
      return;
    }
    expect(result?.event).toBe('CO_DEEDERS_CONFIRMED');
    expect(result?.applicationPatch?.coDeedStatus).toBe(expected === 'complete' ? 'COMPLETE' : undefined);
  });
});
