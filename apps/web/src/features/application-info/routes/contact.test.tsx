import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { Component } from './contact.tsx';

const server = setupJourneyServer(http.get(P, () => HttpResponse.json(makeApplication())));

// APP-016, PRG-062, PRG-037: start/contact — ownership, SSN, hard-credit consent.
describe('start/contact', () => {
  it('PRG-037: every field says what is missing, at the field, and the first one takes focus', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/contact');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please tell us how you hold title to the property')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Social Security number')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the hard credit check to continue')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Only me/ })).toHaveFocus();
    await expectNoSeriousAxeViolations();
  });

  it.each([
    ['123-45-678', 'A Social Security number has 9 digits'],
    ['000-12-3456', 'Please enter a valid Social Security number'],
    ['666-12-3456', 'Please enter a valid Social Security number'],
    ['912-12-3456', 'Please enter a valid Social Security number'],
    ['123-00-4567', 'Please enter a valid Social Security number'],
    ['123-45-0000', 'Please enter a valid Social Security number'],
  ])('refuses the SSN %s as the server does', async (ssn, message) => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/contact');
    await user.type(await screen.findByLabelText('Social Security number'), ssn);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText('Social Security number');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(new RegExp(message));
  });

  it('masks the SSN while typed, hides it unless asked, asks a trust for its name and sends the 007 body', async () => {
    let body: unknown;
    server.use(
      http.post(appPath(borrowerInfoApi.profileInfo), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ serverStep: 'HMDA' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/contact');
    const ssn = await screen.findByLabelText('Social Security number');
    expect(ssn).toHaveAttribute('type', 'password');
    await user.type(ssn, '123456789');
    expect(ssn).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Show number' }));
    expect(ssn).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('radio', { name: /A trust/ }));
    await user.click(screen.getByRole('checkbox', { name: /I authorize Hearth/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the name of the trust')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name of the trust'), 'Doe Family Trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(body).toEqual({
      ownershipType: 'TRUST',
      trustName: 'Doe Family Trust',
      ssn: '123-45-6789',
      hardCreditConsent: true,
    });
  });

  it('keeps what was entered when the server fails, and sends again on retry', async () => {
    let calls = 0;
    server.use(
      http.post(appPath(borrowerInfoApi.profileInfo), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ serverStep: 'HMDA' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/contact');
    await user.click(await screen.findByRole('radio', { name: /Only me/ }));
    await user.type(screen.getByLabelText('Social Security number'), '123456789');
    await user.click(screen.getByRole('checkbox', { name: /I authorize/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your details.');
    expect(screen.getByLabelText('Social Security number')).toHaveValue('123-45-6789');
    expect(screen.getByRole('radio', { name: /Only me/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });
});

describe('start/contact in Spanish', () => {
  it('notes beside the hard credit consent that the English version governs', async () => {
    await switchLanguageForTest('es');
    renderJourneyPage(Component, 'start/contact');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
    expect(note.nextElementSibling).toContainElement(screen.getByRole('checkbox', { name: /^Autorizo a/ }));
  });
});
