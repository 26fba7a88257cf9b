import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeApplication, P, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './confirm.tsx';

const server = setupJourneyServer();

// APP-004, APP-026: the accounts on file, each by the last 4 characters of its mask only.
describe('bank/confirm', () => {
  it.each([
    [
      { mask: 'xxxxxx6789' },
      { mask: '4321' },
      'AUTOPAY',
      'Account ending in 6789',
      'AutoPay from the account ending in 4321',
    ],
    [{ accountNumber: '****5555' }, null, 'MANUAL', 'Account ending in 5555', 'You pay each month yourself'],
    [null, null, null, 'Not set up yet', 'Not set up yet'],
  ] as const)(
    'disbursement %o, autopay %o, %s',
    async (disburseAccount, autopayAccount, payType, funds, payments) => {
      server.use(
        http.get(P, () => HttpResponse.json(makeApplication({ disburseAccount, autopayAccount, payType }))),
      );
      renderJourneyPage(Component, 'bank/confirm');
      const fundsCard = await screen.findByRole('region', { name: 'Funds are sent to' });
      expect(fundsCard).toHaveTextContent(funds);
      expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent(payments);
      expect(document.body.textContent).not.toMatch(/xxxxxx6789|\*\*\*\*5555/);
    },
  );

  it('Continue is busy from the press until the next page opens (the step is read again first)', async () => {
    let reads = 0;
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(P, async () => {
        reads += 1;
        if (reads > 1) {
          await held;
        }
        return HttpResponse.json(makeApplication({ payType: 'MANUAL' }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/confirm');
    await user.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(screen.getByRole('button', { name: 'Confirm and continue' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer();
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });
});
