import type { Lien, LienProvider } from '../lien-provider.ts';
import { sandboxMortgageBalance } from './sandbox-home-value.ts';
import { type SandboxPersona, selectPersona } from './sandbox-persona.ts';

/**
 * First-mortgage balance as a share of the value. The default leaves 15% of the value under an 85%
 * CLTV, a line whose 5-year payment the default debts and a 125,000 income carry (so the DTI cap
 * does not bind and the persona gets plain offers); Limited owes less, so its DTI cap binds below
 * the equity line (the income-limited offer); Decline owes nearly the whole value (no equity).
 */
const MORTGAGE_SHARE: Partial<Record<SandboxPersona, number>> = { LIMITED: 0.45, DECLINE: 0.98 };
const DEFAULT_MORTGAGE_SHARE = 0.7;

/** Liens: a county tax lien the records cannot tie to the owner, paid off from the draw if it is theirs. */
const UNPAID_TAX_LIEN: Lien = {
  position: 2,
  holder: 'Sandbox County Tax Collector',
  type: 'TAX',
  balance: 4_200,
  monthlyPayment: 0,
  payOffStatus: 'MARKED_FOR_PAYOFF',
};

/**
 * Sandbox liens: one first mortgage (MORTGAGE_SHARE of the sandbox value), so our line is second.
 * Liens also has an unpaid tax lien marked for payoff and asks the borrower to confirm them;
 * Titlereview sends the file to a title review.
 */
export function createSandboxLiens(): LienProvider {
  return {
    name: 'sandbox',
    async findLiens({ property, ownerLastName }) {
      const persona = selectPersona(ownerLastName);
      const share = MORTGAGE_SHARE[persona] ?? DEFAULT_MORTGAGE_SHARE;
      const balance = sandboxMortgageBalance(property.address, share);
      const monthlyPayment = Math.round(balance * 0.0058);
      const liens: Lien[] = [
        {
          position: 1,
          holder: 'Sandbox Home Loans',
          type: 'MORTGAGE',
          balance,
          monthlyPayment,
          payOffStatus: null,
        },
      ];
      if (persona === 'LIENS_TO_CONFIRM') {
        liens.push(UNPAID_TAX_LIEN);
      }
      return {
        liens,
        totalBalance: liens.reduce((sum, lien) => sum + lien.balance, 0),
        newLienPosition: 2,
        needsBorrowerConfirmation: persona === 'LIENS_TO_CONFIRM',
        titlePrequalReview: persona === 'TITLE_PREQUAL_REVIEW',
      };
    },
  };
}
