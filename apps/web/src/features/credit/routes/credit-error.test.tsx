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
import { applicationHandler, makeCreditCheck, recordPosts } from '../../../test/review-server.ts';
import { Component } from './credit-error.tsx';
import { Component as IncorrectPin } from './incorrect-pin.tsx';

const server = setupJourneyServer(applicationHandler);

function answerCheck(overrides: Parameters<typeof makeCreditCheck>[0] = {}) {
  server.use(
    http.get(endpointPath(softCreditApi.check, { uuid: APP_UUID }), () =>
      HttpResponse.json(makeCreditCheck(overrides)),
    ),
  );
}

describe('APP-005: credit/error', () => {
  it('PRG-059: explains how to lift the freeze at the three bureaus; "I\'ve lifted it" re-pulls', async () => {
    answerCheck();
    const post = recordPosts(softCreditApi.unfrozen);
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'credit/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit report is frozen' }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: "I've lifted the freeze" });
    for (const bureau of ['Equifax', 'Experian', 'TransUnion']) {
      expect(screen.getByRole('link', { name: `${bureau} website (opens a new tab)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(screen.getByRole('link', { name: 'Call Equifax at 888-298-0045' })).toHaveAttribute(
      'href',
      'tel:+18882980045',
    );
    expect(screen.queryByLabelText('Freeze PIN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I've lifted the freeze" }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{}]);
  });

  it('PRG-059: a freeze with a PIN (creditFrozenWithPin) asks the PIN, checked at the field', async () => {
    answerCheck({ pinRequired: true });
    const post = recordPosts(softCreditApi.unfrozen);
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'credit/error');
    const pin = await screen.findByLabelText('Freeze PIN');
    await user.click(screen.getByRole('button', { name: 'Send my PIN' }));
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveAccessibleDescription(/Please enter the PIN the credit bureau gave you/);
    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: 'Send my PIN' }));
    expect(await screen.findByText('A credit freeze PIN has 4 to 12 digits')).toBeInTheDocument();
    await user.clear(pin);
    await user.type(pin, '123456');
    await user.click(screen.getByRole('button', { name: 'Send my PIN' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ pin: '123456' }]);
  });

  it('PRG-059: the hard pull at submission says so', async () => {
    answerCheck({ pull: 'HARD', serverStep: 'HARD_CREDIT_LOCKED_OR_FROZEN' });
    renderJourneyPage(Component, 'credit/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit report is frozen again' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/To submit your application we need a hard credit check/)).toBeInTheDocument();
  });

  it('PRG-091: a refused PIN shows the incorrect-PIN page', async () => {
    answerCheck({ pinRequired: true, pinRejected: true });
    renderJourneyPage(Component, 'credit/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: "That PIN didn't lift the freeze" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Freeze PIN')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    server.use(
      http.get(endpointPath(softCreditApi.check, { uuid: APP_UUID }), () =>
        HttpResponse.json({ errors: ['Service unavailable'] }, { status: 503 }),
      ),
    );
    renderJourneyPage(Component, 'credit/error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no serious axe violation', async () => {
    answerCheck({ pinRequired: true });
    renderJourneyPage(Component, 'credit/error');
    await screen.findByLabelText('Freeze PIN');
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });
});

describe('review-app/incorrect-pin', () => {
  it('PRG-091: another PIN, or lift the freeze at the bureau; support and axe', async () => {
    const post = recordPosts(softCreditApi.unfrozen);
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(IncorrectPin, 'review-app/incorrect-pin');
    expect(
      screen.getByRole('heading', { level: 1, name: "That PIN didn't lift the freeze" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-555-0100' })).toBeInTheDocument();
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
    await user.type(screen.getByLabelText('Freeze PIN'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send my PIN' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ pin: '9876543210' }]);
  });
});
