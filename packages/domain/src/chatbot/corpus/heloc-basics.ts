import type { HelpEntry } from '../help-entry.ts';

/** What a HELOC is and how the line, its rate and its payments work. */
export const HELOC_BASICS: readonly HelpEntry[] = [
  {
    id: 'what-is-a-heloc',
    title: 'What is a home equity line of credit (HELOC)?',
    phrasings: ['what is a heloc', 'how does a heloc work', 'explain home equity line of credit'],
    keywords: ['heloc', 'definition', 'credit line', 'borrow against home'],
    answer:
      'A home equity line of credit (HELOC) lets you borrow against the equity in your home, up to a credit limit. You draw what you need, when you need it, and pay interest only on what you have drawn. Your home secures the line.',
  },
  {
    id: 'line-amount-range',
    title: 'How much can I borrow?',
    phrasings: [
      'how much can i borrow',
      'maximum line amount',
      'minimum loan amount',
      'how big a line can i get',
    ],
    keywords: ['limit', 'amount', 'max', 'maximum', 'minimum', 'borrow', 'credit limit', 'line size'],
    answer:
      '{companyNameShort} offers lines from {minLine} to {maxLine}. The largest line you are offered depends on your home value, the loans already secured by your home, your credit and your income. Your offers show the exact range you can choose from.',
  },
  {
    id: 'cltv',
    title: 'How much equity do I need? (CLTV)',
    phrasings: ['what is cltv', 'combined loan to value', 'minimum equity required', 'loan to value limit'],
    keywords: ['cltv', 'ltv', 'loan-to-value', 'equity', 'mortgage balance', 'home value'],
    answer:
      'CLTV (combined loan-to-value) compares everything secured by your home with its value. {companyNameShort} lends up to {maxCltv} CLTV: your line plus the balances of the loans already on your home can be at most {maxCltv} of its value. For example, on a $500,000 home with a $250,000 mortgage, that is {cltvExample} of room for your line, before the other limits of your offer.',
  },
  {
    id: 'initial-draw',
    title: 'What is the initial draw?',
    phrasings: [
      'what is the initial draw',
      'how much do i get at closing',
      'difference between line amount and draw',
      'cash at closing',
    ],
    keywords: ['initial draw', 'draw', 'first advance', 'cash out', 'closing funds'],
    answer:
      'The initial draw is the money sent to your bank account when your line funds. Your line amount holds the initial draw, its origination fee and, in states that charge one, the recording tax. Your offer shows each figure, and they add up to the line amount.',
  },
  {
    id: 'draw-period',
    title: 'How long can I draw from my line?',
    phrasings: [
      'how long is the draw period',
      'can i take more money later',
      'when can i draw again',
      'future draws',
    ],
    keywords: ['draw period', 'advance', 'later draw', 'additional draw', 'withdraw', 'access funds'],
    answer:
      'You can take advances during the draw period: the first five years of your plan, or the whole term if your term is shorter. There is no fee for later advances. Each advance is added to your balance and your monthly payment is recalculated.',
  },
  {
    id: 'repayment',
    title: 'How do I repay my line?',
    phrasings: [
      'how does repayment work',
      'repayment period',
      'is there a balloon payment',
      'when is it paid off',
    ],
    keywords: ['repayment', 'repay', 'term', 'balloon', 'amortization', 'payoff schedule'],
    answer:
      'Payments are due monthly. Each payment repays your balance, with interest, in equal payments over the term of your plan ({terms}), and it is recalculated after every advance. There is no balloon payment: the payments repay the whole balance by the end of the term.',
  },
  {
    id: 'monthly-payment',
    title: 'How is my monthly payment calculated?',
    phrasings: ['how is the monthly payment calculated', 'what will my payment be', 'monthly payment amount'],
    keywords: ['monthly payment', 'minimum payment', 'payment', 'installment', 'amortize', 'draw total'],
    answer:
      'Your monthly payment repays your draw total (your initial draw plus its origination fee) in equal monthly payments at your APR over your term. Your offer shows the payment for the amount you choose; it changes if you take more advances later.',
  },
  {
    id: 'rate-index-margin',
    title: 'How is my rate set? Is it variable?',
    phrasings: [
      'is the rate fixed or variable',
      'how is the interest rate determined',
      'what is the margin',
      'prime rate',
    ],
    keywords: ['rate', 'interest rate', 'variable', 'fixed', 'index', 'prime', 'margin', 'apr'],
    answer:
      "Your rate is an index, the Prime Rate published in The Wall Street Journal, plus a margin based on your credit and your term. Your offers are fixed-rate: each advance's APR is fixed when you take it and does not change afterwards. A later advance is priced at the index at that time plus your margin, so it may have a higher or lower rate. An APR is never above 17.20% or below 7.60%.",
  },
  {
    id: 'apr-range',
    title: 'What APR can I get?',
    phrasings: ['what are your rates', 'current interest rates', 'what apr will i get', 'lowest rate'],
    keywords: ['apr', 'rates', 'interest', 'annual percentage rate', 'pricing'],
    answer:
      "{companyNameShort}'s APRs range from {minApr} to {maxApr}, depending on your credit score and the term you choose. Checking your offers uses a soft credit check, which does not affect your credit score, and shows your exact APR for each term.",
  },
  {
    id: 'terms-offered',
    title: 'Which terms can I choose?',
    phrasings: ['what terms do you offer', 'how many years', 'loan term options', 'can i choose the length'],
    keywords: ['term', 'years', 'length', 'duration', 'fixed term'],
    answer:
      '{companyNameShort} offers terms of {terms}. On the offer page you pick a term, then slide to the line amount you want; your initial draw, APR and monthly payment update as you go. Longer terms have lower monthly payments and a slightly higher APR.',
  },
  {
    id: 'daily-interest',
    title: 'How is interest charged?',
    phrasings: ['how is interest calculated', 'daily interest', 'when does interest start'],
    keywords: ['interest', 'daily', 'periodic rate', 'accrue', '365.25'],
    answer:
      'Interest accrues daily on your unpaid balance at the daily periodic rate, which is your APR divided by 365.25. You pay interest only on what you have drawn, not on the unused part of your line.',
  },
  {
    id: 'prepayment',
    title: 'Can I pay my line off early?',
    phrasings: ['can i pay off early', 'is there a prepayment penalty', 'pay extra', 'pay it all back'],
    keywords: ['prepay', 'prepayment', 'penalty', 'early payoff', 'extra payment'],
    answer:
      'Yes. You may prepay all or part of your balance at any time without penalty. Payments are applied first to fees, then to interest, then to principal.',
  },
  {
    id: 'autopay-discount',
    title: 'Is there a discount for AutoPay?',
    phrasings: [
      'autopay discount',
      'do i get a lower rate with automatic payments',
      'should i choose autopay',
    ],
    keywords: ['autopay', 'automatic payments', 'discount', 'ach', 'lower rate'],
    answer:
      '{autopayDiscount} With AutoPay, your monthly payment is taken from your bank account on its due date. You can also choose to pay each monthly statement yourself, and you can change this later.',
  },
  {
    id: 'member-discounts',
    title: 'Do credit union members get a discount?',
    phrasings: ['credit union discount', 'member discount', 'all in discount'],
    keywords: ['credit union', 'member', 'discount', 'membership'],
    answer:
      'Where a lender offers member discounts, they are listed under Discounts on your offer with the APR you would get. Member discounts apply once your membership is confirmed.',
  },
  {
    id: 'tax-deductible',
    title: 'Is HELOC interest tax deductible?',
    phrasings: ['is the interest tax deductible', 'can i deduct interest', 'taxes on heloc'],
    keywords: ['tax', 'deduction', 'deductible', 'irs', 'write off'],
    answer:
      'It depends on your situation and on how you use the money. Please consult a tax advisor about the deductibility of interest and charges for your line; we cannot give tax advice.',
  },
  {
    id: 'lose-home-risk',
    title: 'What happens if I cannot make my payments?',
    phrasings: ['what if i miss a payment', 'can i lose my home', 'what happens if i default'],
    keywords: ['default', 'missed payment', 'late', 'foreclosure', 'risk', 'security interest'],
    answer:
      'Your home secures the line, so you could lose your home if you do not meet the obligations of your agreement. If you expect to miss a payment, call us at {phone} ({hours}) as early as you can so we can look at your options with you.',
  },
];
