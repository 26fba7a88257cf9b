import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import type { AdverseActionView } from '@hearth/domain/journey/adverse-action';
import type { LiensView } from '@hearth/domain/journey/liens';
import type { CreditCheckView } from '@hearth/domain/journey/soft-credit';
import type { ValuationView } from '@hearth/domain/journey/valuation';
import { HttpResponse, http } from 'msw';
import { APP_UUID, makeApplication, P } from './journey-server.tsx';

export const PROPERTY_ADDRESS = {
  street1: '12 OAK ST',
  street2: null,
  city: 'PORTLAND',
  state: 'OR',
  zip: '97201',
};

/** `GET P` with the loan number and the property the pages show beside their content. */
export const applicationHandler = http.get(P, () =>
  HttpResponse.json({ ...makeApplication(), property: { state: 'OR', address: PROPERTY_ADDRESS } }),
);

/** Records the JSON bodies a borrower write sends, answering with the next step. */
export function recordPosts(write: AnyEndpoint, serverStep = 'SOFT_CREDIT_PULL') {
  const bodies: unknown[] = [];
  const handler = http.post(endpointPath(write, { uuid: APP_UUID }), async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ serverStep });
  });
  return { bodies, handler };
}

export function makeCreditCheck(overrides: Partial<CreditCheckView> = {}): CreditCheckView {
  return {
    serverStep: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
    pull: 'SOFT',
    frozen: true,
    pinRequired: false,
    pinRejected: false,
    ssnMasked: null,
    ...overrides,
  };
}

export function makeLiens(overrides: Partial<LiensView> = {}): LiensView {
  return {
    serverStep: 'LIEN_VERIFICATION',
    liens: [
      {
        position: 1,
        holder: 'Sandbox Home Loans',
        type: 'MORTGAGE',
        monetaryBalance: 336_000,
        monetaryCalculatedNextPaymentMinimumAmount: 1_949,
        payOff: null,
      },
      {
        position: 2,
        holder: 'Sandbox County Tax Collector',
        type: 'TAX',
        monetaryBalance: 4_200,
        monetaryCalculatedNextPaymentMinimumAmount: 0,
        payOff: { status: 'MARKED_FOR_PAYOFF' },
      },
    ],
    totalBalance: 340_200,
    payoffTotal: 4_200,
    newLienPosition: 2,
    inquiries: [],
    ...overrides,
  };
}

export function makeValuation(overrides: Partial<ValuationView> = {}): ValuationView {
  return {
    serverStep: 'NO_AVM_FOUND',
    propertyState: 'OR',
    bpoStatus: null,
    valuationCost: 180,
    estimatedHomeValue: null,
    appraisalFee: 550,
    paymentAccountMask: '6789',
    order: null,
    ...overrides,
  };
}

export function makeAdverseAction(overrides: Partial<AdverseActionView> = {}): AdverseActionView {
  return {
    serverStep: 'DECLINED',
    kind: 'GENERAL',
    decidedAt: '2026-10-02T15:00:00.000Z',
    reasons: ['Insufficient equity in the property'],
    credit: {
      score: 762,
      scoreRange: { min: 300, max: 850 },
      agency: {
        name: 'Sandbox Credit Bureau',
        address: 'P.O. Box 1000, Sandbox City, OR 97201',
        phone: '800-555-0199',
        website: 'https://www.annualcreditreport.com',
      },
      keyFactors: ['Length of time accounts have been established'],
      pulledAt: '2026-10-02T14:59:00.000Z',
    },
    notice: {
      documentUuid: '9b2f1c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      filename: 'adverse_action_notice-HL-000123.pdf',
      createdDate: '2026-10-02T15:00:00.000Z',
    },
    ecoaAgency: {
      name: 'Bureau of Consumer Financial Protection',
      address: '1700 G Street NW, Washington, DC 20552',
    },
    ...overrides,
  };
}
