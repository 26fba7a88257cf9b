import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { makeSigner, renderSignerPage, setupSignerServer } from '../../../test/signer-server.tsx';
import { Component } from './intro.tsx';

const current = { signer: makeSigner() };
setupSignerServer(current);

describe('heloc-signer/intro', () => {
  it('SGN-003: says who borrows, what the owner signs and why, and their own steps; continues to the ID', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'intro');
    expect(await screen.findByText('Welcome, Grace')).toBeInTheDocument();
    expect(
      screen.getByText('Ada Lovelace is applying for a home equity line of credit with Hearth Home Lending.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/secured by 123 Main St, Portland, OR 97201, which you own together/),
    ).toHaveTextContent('a line of up to $50,000');
    expect(screen.getByText(/You are not the borrower/)).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Verify your identity (next)'),
      expect.stringContaining('Sign the deed of trust and your notice (to do)'),
      expect.stringContaining('Keep your signed copies (to do)'),
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('now at /heloc-signer/identity')).toBeInTheDocument();
  });

  it('SGN-003: a withdrawn invitation leads to the cancelled page', async () => {
    current.signer = makeSigner({ status: 'WITHDRAWN', active: false });
    renderSignerPage(Component, 'intro');
    expect(await screen.findByText('now at /heloc-signer/cancelled')).toBeInTheDocument();
    current.signer = makeSigner();
  });
});

describe('heloc-signer/intro in Spanish', () => {
  it('notes beside the right to cancel that the English version governs', async () => {
    await switchLanguageForTest('es');
    renderSignerPage(Component, 'intro');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
    expect(note.previousElementSibling).toHaveTextContent(/cancelar/);
  });
});
