import { endpointPath } from '@hearth/domain/api/endpoint';
import { softCreditApi } from '@hearth/domain/api/soft-credit-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { applicationHandler, makeCreditCheck } from '../../../test/review-server.ts';
import { Component } from './no-credit.tsx';

const server = setupJourneyServer(applicationHandler);

describe('review-app/no-credit', () => {
  it('PRG-058: names the SSN searched by its last 4, what to do next, and who to call', async () => {
    server.use(
      http.get(endpointPath(softCreditApi.check, { uuid: APP_UUID }), () =>
        HttpResponse.json(
          makeCreditCheck({ serverStep: 'CREDIT_NO_MATCH_SSN', frozen: false, ssnMasked: '***-**-0000' }),
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'review-app/no-credit');
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find a credit file" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Social Security number ending in 0000/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Check my status' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });
});
