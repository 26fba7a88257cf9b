import type { OpsApplicationDetail } from '@hearth/domain/ops/ops-dto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { SummarySection } from './summary-section.tsx';

const AMOUNTS: Record<string, number | null> = {
  approvedLineMin: null,
  approvedLineMax: null,
  requestedLine: null,
  initialDraw: null,
  originationFee: null,
  recordingTax: null,
  underwritingDraw: null,
};

function detail(serverStep: string, phase: string | null, amounts = AMOUNTS): OpsApplicationDetail {
  return {
    application: { uuid: '44444444-4444-4444-8444-444444444444', loanNumber: '1000000042' },
    organizationCode: 'hearth',
    serverStep,
    summary: {
      loanNumber: '1000000042',
      lender: { organizationCode: 'hearth', name: 'Hearth Home Lending, Inc.' },
      product: 'Hearth',
      isCrypto: false,
      serverStep,
      phase,
      amounts,
      offer: null,
      decision: { uwDecision: null, uwSubDecision: null },
      createdDate: '2026-11-20T10:00:00.000Z',
      updatedDate: '2026-11-25T10:00:00.000Z',
    },
  } as unknown as OpsApplicationDetail;
}

/** The value beside a label in the summary's list. */
function fact(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('SummarySection', () => {
  it('says the step and phase in words, keeping the step’s code beside it for support', () => {
    renderPage(<SummarySection detail={detail('OFFER_SELECTION', 'OFFERS_AND_UNDERWRITING')} />);
    expect(fact('Step')).toMatch(/^Offer selection OFFER_/);
    expect(fact('Phase')).toBe('Offers and underwriting');
  });

  it('says a declined file has ended', () => {
    renderPage(<SummarySection detail={detail('DECLINED', null)} />);
    expect(fact('Step')).toMatch(/^Declined /);
    expect(fact('Phase')).toBe('Ended');
  });

  it('shows one dash for the approved line before any offer, and the range once there is one', () => {
    const { unmount } = renderPage(
      <SummarySection detail={detail('SOFT_CREDIT_PULL', 'APPLICATION_AND_CREDIT')} />,
    );
    expect(fact('Approved line')).toBe('—');
    unmount();
    renderPage(
      <SummarySection
        detail={detail('OFFER_SELECTION', 'OFFERS_AND_UNDERWRITING', {
          ...AMOUNTS,
          approvedLineMin: 25_000,
          approvedLineMax: 150_000,
        })}
      />,
    );
    expect(fact('Approved line')).toBe('$25,000 – $150,000');
  });

  it('names the offer chosen and the underwriting decision in words', () => {
    const file = detail('OFFER_SELECTION', 'OFFERS_AND_UNDERWRITING');
    const summary = {
      ...file.summary,
      offer: {
        type: 'FIXED',
        term: 5,
        rate: 7.85,
        otherRate: null,
        originationFeePercent: null,
        payoffPreference: null,
        payType: null,
        selectedAt: null,
      },
      decision: { uwDecision: 'APPROVED', uwSubDecision: null },
    };
    renderPage(<SummarySection detail={{ ...file, summary } as OpsApplicationDetail} />);
    expect(fact('Offer chosen')).toBe('5-year fixed, 7.85% APR');
    expect(fact('Underwriting decision')).toBe('Approved');
  });
});
