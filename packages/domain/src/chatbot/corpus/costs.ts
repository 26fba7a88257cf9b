import type { HelpEntry } from '../help-entry.ts';

/** Fees and costs, as the offer page and the early disclosure list them. */
export const COSTS: readonly HelpEntry[] = [
  {
    id: 'origination-fee',
    title: 'What is the origination fee?',
    phrasings: ['origination fee', 'how much is the fee', 'what fees do you charge', 'upfront fee'],
    keywords: ['origination', 'fee', 'charge', 'percent', 'financed'],
    answer:
      'The origination fee is at most {maxOriginationFee} of your initial draw, and your offer shows the exact fee. It is financed in your line rather than paid out of pocket: your draw total is the draw plus the fee. There is no annual fee and no fee for later advances.',
  },
  {
    id: 'closing-costs',
    title: 'What other costs might I pay?',
    phrasings: ['closing costs', 'third party fees', 'what are the possible costs', 'hidden fees'],
    keywords: ['closing costs', 'costs', 'third-party', 'recording fee', 'valuation fee', 'notary fee'],
    answer:
      'Besides the origination fee, you may pay: a property valuation of $180 if no automated valuation is available; up to $300 for a notary at your home if you choose one instead of the online notary; county recording fees of $0 to $315; and, in the states that charge one, a recording tax. Your offer lists the costs that apply to you under Possible costs.',
  },
  {
    id: 'recording-tax',
    title: 'What is the recording tax?',
    phrasings: ['recording tax', 'mortgage tax', 'state tax on the line'],
    keywords: ['recording tax', 'mortgage tax', 'state', 'county', 'per 100,000'],
    answer:
      'Some states charge a tax when the deed securing your line is recorded, up to $1,400 per $100,000 of the line. It is paid from your line at closing, so your initial draw is the line less the fee and the tax. Your offer shows it when your state charges one.',
  },
  {
    id: 'draw-total',
    title: 'What is the draw total?',
    phrasings: ['what does draw total mean', 'draw plus fee', 'why is draw total higher than my draw'],
    keywords: ['draw total', 'total', 'draw plus fee', 'balance'],
    answer:
      'The draw total is your initial draw plus its origination fee: the balance you start repaying. Your monthly payment and daily interest are calculated on it. It never includes the recording tax.',
  },
  {
    id: 'annual-fee',
    title: 'Is there an application fee or an annual fee?',
    phrasings: ['application fee', 'annual fee', 'yearly fee', 'fee to take money out later'],
    keywords: ['annual', 'yearly', 'maintenance', 'application fee', 'fee'],
    answer:
      'No. There is no application fee, no annual fee and no fee for later advances. The fees of your line are the origination fee and the third-party costs listed on your offer.',
  },
];
