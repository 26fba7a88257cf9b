import { endpointPath } from '@hearth/domain/api/endpoint';
import { softCreditApi } from '@hearth/domain/api/soft-credit-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { applicationHandler, recordPosts } from '../../../test/review-server.ts';
import { Component } from './credit-social.tsx';

const server = setupJourneyServer(applicationHandler);

async function typeSsn(ssn: string, confirm = ssn) {
  const user = userEvent.setup({ delay: null });
  renderJourneyPage(Component, 'credit/social');
  await user.type(screen.getByLabelText('Social Security number'), ssn);
  await user.type(screen.getByLabelText('Confirm Social Security number'), confirm);
  return user;
}

describe('APP-005: credit/social', () => {
  it('PRG-057, PRG-090: asks the full SSN twice, dashed as typed, and sends its 9 digits', async () => {
    const post = recordPosts(softCreditApi.repullSsn);
    server.use(post.handler);
    const user = await typeSsn('123456789');
    expect(screen.getByLabelText('Social Security number')).toHaveValue('123-45-6789');
    expect(await screen.findByText('Application ID: HL-000123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my credit' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ ssn: '123456789' }]);
  });

  it.each([
    ['', '', 'Please enter your Social Security number'],
    ['12345', '12345', 'A Social Security number has 9 digits'],
    ['000123456', '000123456', 'Please enter a valid Social Security number'],
  ])('refuses %j at the field, focused, and sends nothing', async (ssn, confirm, message) => {
    const post = recordPosts(softCreditApi.repullSsn);
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'credit/social');
    if (ssn) {
      await user.type(screen.getByLabelText('Social Security number'), ssn);
      await user.type(screen.getByLabelText('Confirm Social Security number'), confirm);
    }
    await user.click(screen.getByRole('button', { name: 'Check my credit' }));
    const field = screen.getByLabelText('Social Security number');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(message));
    expect(post.bodies).toEqual([]);
  });

  it('says when the two numbers differ', async () => {
    const user = await typeSsn('123456789', '123456780');
    await user.click(screen.getByRole('button', { name: 'Check my credit' }));
    expect(await screen.findByText('The Social Security numbers do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Social Security number')).toHaveFocus();
  });

  it("shows the server's refusal, keeps the number and sends again on retry", async () => {
    let calls = 0;
    server.use(
      http.post(endpointPath(softCreditApi.repullSsn, { uuid: APP_UUID }), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: ['The application is at SOFT_CREDIT_PULL'] }, { status: 409 })
          : HttpResponse.json({ serverStep: 'SOFT_CREDIT_PULL' });
      }),
    );
    const user = await typeSsn('123456789');
    await user.click(screen.getByRole('button', { name: 'Check my credit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The application is at SOFT_CREDIT_PULL');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('has the support phone and no serious axe violation', async () => {
    renderJourneyPage(Component, 'credit/social');
    expect(await screen.findByRole('link', { name: '888-555-0100' })).toHaveAttribute(
      'href',
      'tel:+18885550100',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your Social Security number' }),
    ).toBeInTheDocument();
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });
});
