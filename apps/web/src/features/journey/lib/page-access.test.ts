import { FULL_PROFILE, JOURNEY } from '@hearth/domain/progress/progress-fixtures';
import { resolveNextPage } from '@hearth/domain/progress/resolve-next-page';
import { STEP_PAGE_RULES } from '@hearth/domain/progress/step-page';
import { describe, expect, it } from 'vitest';
import { getRelativePage, isPageOpen } from './page-access.ts';

const UUID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const application = JOURNEY.hmda;

/** A deep link the borrower should not land on: a strict page of another step. */
function foreignPage(target: string): string {
  return target === 'start/app-summary' ? 'product/select' : 'start/app-summary';
}

describe('journey guard: page access over the step → page table (PRG-057…088)', () => {
  const rows = STEP_PAGE_RULES.flatMap((rule) => rule.steps.map((step) => [rule.id, step] as const));

  it('has rows: the table is derived, and an empty one would check nothing', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  it.each(rows)('%s %s: its page is open, a deep link elsewhere is sent back', (_id, step) => {
    const next = resolveNextPage({ serverStep: step, application, profile: FULL_PROFILE });
    if (next.kind !== 'page') {
      // PRG-088: root (then /dashboard): no application page is open except the disclosures (APP-007).
      expect(isPageOpen('start/hmda', next)).toBe(false);
      expect(isPageOpen('document/disclosures', next)).toBe(true);
      return;
    }
    expect(isPageOpen(next.page, next)).toBe(true);
    expect(isPageOpen(foreignPage(next.page), next)).toBe(false);
  });
});

describe('journey guard: pages beside the target', () => {
  const page = (path: string) => ({ kind: 'page' as const, page: path as never });
  it.each([
    ['PRG-063 back button from start/hmda to start/contact', 'start/contact', page('start/hmda'), false],
    ['PRG-069 deep link to start/hmda after it is done', 'start/hmda', page('start/app-summary'), false],
    ['PRG-067 the confirm child of product/select', 'product/select/confirm', page('product/select'), true],
    ['PRG-062 start/profile before start/contact', 'start/profile', page('start/contact'), true],
    ['PRG-084 notary pages beside notary/intro', 'notary/session', page('notary/intro'), true],
    ['PRG-074 manual disbursement beside bank/disburse', 'bank/manual-disburse', page('bank/disburse'), true],
    ['APP-007 disclosures are always open', 'document/disclosures', page('start/hmda'), true],
    ['PRG-089 client state profile stays', 'start/hmda', { kind: 'stay' as const }, true],
    ['PRG-110 missing data: dashboard', 'start/hmda', { kind: 'dashboard' as const }, false],
  ])('%s', (_name, current, next, open) => {
    expect(isPageOpen(current, next)).toBe(open);
  });
});

describe('journey guard: the funded line', () => {
  const funded = resolveNextPage({ serverStep: 'COMPLETE', application, profile: FULL_PROFILE });
  it('PRG-088, PRG-103: the complete page stays open once funded, so the funded state is seen until the borrower moves on', () => {
    expect(isPageOpen('complete', funded, 'COMPLETE')).toBe(true);
    // Only the complete page: any other page of a funded line still goes to the dashboard.
    expect(isPageOpen('signing/sign', funded, 'COMPLETE')).toBe(false);
  });

  it('PRG-088: a cancelled line does not keep the complete page', () => {
    const cancelled = resolveNextPage({ serverStep: 'CANCELLED', application, profile: FULL_PROFILE });
    expect(isPageOpen('complete', cancelled, 'CANCELLED')).toBe(false);
  });
});

describe('getRelativePage', () => {
  it.each([
    [`/account/heloc/${UUID}`, ''],
    [`/account/heloc/${UUID}/`, ''],
    [`/account/heloc/${UUID}/product/select/confirm`, 'product/select/confirm'],
    ['/dashboard', ''],
  ])('%s → %s', (pathname, expected) => {
    expect(getRelativePage(pathname, UUID)).toBe(expected);
  });
});
