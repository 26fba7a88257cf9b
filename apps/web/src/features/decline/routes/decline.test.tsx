import { documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { adverseActionApi } from '@hearth/domain/api/soft-credit-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { applicationHandler, makeAdverseAction } from '../../../test/review-server.ts';
import { Component as CreditDecline } from './credit-decline.tsx';
import { Component as Decline } from './decline.tsx';
import { Component as IncomeDecline } from './income-decline.tsx';

const server = setupJourneyServer(applicationHandler);
const NOTICE = makeAdverseAction().notice;

function answerDecline(overrides: Parameters<typeof makeAdverseAction>[0] = {}) {
  server.use(
    http.get(endpointPath(adverseActionApi.get, { uuid: APP_UUID }), () =>
      HttpResponse.json(makeAdverseAction(overrides)),
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('APP-008: error/decline, the adverse action notice (ECOA / Reg B, FCRA)', () => {
  it('PRG-061: the principal reasons, the score with key factors and agency, the FCRA and ECOA notices', async () => {
    answerDecline();
    renderJourneyPage(Decline, 'error/decline');
    expect(
      screen.getByRole('heading', { level: 1, name: "We're unable to approve your application" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Insufficient equity in the property')).toBeInTheDocument();
    expect(screen.getByText('Decision date: October 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Your credit score: 762')).toBeInTheDocument();
    expect(screen.getByText('Scores range from 300 to 850.')).toBeInTheDocument();
    expect(screen.getByText('Length of time accounts have been established')).toBeInTheDocument();
    expect(screen.getByText(/Sandbox Credit Bureau/)).toBeInTheDocument();
    expect(screen.getByText(/free copy of your report .* within 60 days/)).toBeInTheDocument();
    expect(screen.getByText(/right to dispute it with the agency/)).toBeInTheDocument();
    expect(screen.getByText(/Equal Credit Opportunity Act prohibits/)).toHaveTextContent(
      'Bureau of Consumer Financial Protection, 1700 G Street NW, Washington, DC 20552',
    );
    expect(screen.getByText('Creditor: Hearth Home Lending, NMLS #123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-555-0100' })).toBeInTheDocument();
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });

  it('PRG-061: downloads the generated notice with the borrower’s token', async () => {
    answerDecline();
    let authorization: string | null = null;
    server.use(
      http.get(appPath(documentsApi.file, { documentUuid: String(NOTICE?.documentUuid) }), ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:notice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Decline, 'error/decline');
    await user.click(await screen.findByRole('button', { name: 'Download your notice (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(authorization).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('PRG-061, PRG-105: error/decline takes the title of a credit score decline', async () => {
    answerDecline({ kind: 'CREDIT_SCORE', reasons: ['Credit score below our minimum'] });
    renderJourneyPage(Decline, 'error/decline');
    expect(
      await screen.findByRole('heading', { level: 1, name: /based on your credit score/ }),
    ).toBeInTheDocument();
  });

  it('says when no credit score was used, and when the notice is still being prepared', async () => {
    answerDecline({ credit: null, notice: null });
    renderJourneyPage(Decline, 'error/decline');
    expect(await screen.findByText('No credit score was used in this decision.')).toBeInTheDocument();
    expect(screen.queryByText(/Fair Credit Reporting Act/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your written notice is being prepared/)).toBeInTheDocument();
  });

  it.each([
    [
      'PRG-105',
      'error/credit',
      CreditDecline,
      'based on your credit score',
      'Credit score below our minimum',
    ],
    [
      'PRG-104',
      'error/income',
      IncomeDecline,
      'based on your income and debts',
      'Debt obligations too high in relation to income',
    ],
  ])(
    '%s: %s titles the decline by its reason and carries the notice',
    async (_id, page, Page, title, reason) => {
      answerDecline({ reasons: [reason], kind: page === 'error/credit' ? 'CREDIT_SCORE' : 'DTI' });
      renderJourneyPage(Page, page);
      expect(screen.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeInTheDocument();
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download your notice (PDF)' })).toBeInTheDocument();
      await expectNoSeriousAxeViolations();
    },
  );
});

describe('the adverse action notice in Spanish', () => {
  it('opens with the note that the English version governs', async () => {
    answerDecline();
    await switchLanguageForTest('es');
    renderJourneyPage(Decline, 'error/decline');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
    await expectNoSeriousAxeViolations();
  });

  it('words the principal reasons in Spanish; one it has no words for stays English, marked so', async () => {
    answerDecline({ reasons: ['Insufficient equity in the property', 'Lender policy 7'] });
    await switchLanguageForTest('es');
    renderJourneyPage(Decline, 'error/decline');
    expect(await screen.findByText('Capital insuficiente en la propiedad')).not.toHaveAttribute('lang');
    expect(screen.getByText('Lender policy 7')).toHaveAttribute('lang', 'en');
  });

  it('shows no note in English', async () => {
    answerDecline();
    renderJourneyPage(Decline, 'error/decline');
    expect(await screen.findByText('Insufficient equity in the property')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
