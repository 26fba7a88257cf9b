import { describe, expect, it } from 'vitest';
import { getSignerPage, type SignerPage } from './signer-application.ts';

describe('SGN-003 where an additional signer resumes', () => {
  it.each<[string, boolean, string, boolean, boolean, SignerPage]>([
    ['withdrawn or cancelled', false, 'ACCEPTED', false, false, 'cancelled'],
    ['cancelled after signing', false, 'SIGNED', true, false, 'cancelled'],
    ['just accepted', true, 'ACCEPTED', false, false, 'intro'],
    ['intro read', true, 'ACCEPTED', false, true, 'identity'],
    ['ID uploaded', true, 'ACCEPTED', true, false, 'sign'],
    ['signed', true, 'SIGNED', true, false, 'documents'],
  ])('%s', (_case, active, status, identityUploaded, introSeen, page) => {
    expect(
      getSignerPage({ active, status: status as 'ACCEPTED' | 'SIGNED', identityUploaded }, introSeen),
    ).toBe(page);
  });
});
