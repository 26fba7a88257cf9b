import { describe, expect, it } from 'vitest';
import { HELP_CORPUS } from './help-corpus.ts';
import { buildHelpIndex, CONFIDENT_ANSWER } from './help-search.ts';

const index = buildHelpIndex(HELP_CORPUS);

/** Borrowers' questions as they type them (typos, synonyms, filler words) and the entry that answers. */
const QUESTIONS: [question: string, entryId: string][] = [
  ['What is a HELOC?', 'what-is-a-heloc'],
  ['how does a home equity line of credit work', 'what-is-a-heloc'],
  ['How much can I borrow?', 'line-amount-range'],
  ['whats the max loan amount', 'line-amount-range'],
  ['what is CLTV', 'cltv'],
  ['how much equity do I need', 'cltv'],
  ['Is the rate fixed or variable?', 'rate-index-margin'],
  ['how is my interest rate determined', 'rate-index-margin'],
  ['what are your current rates', 'apr-range'],
  ['How long is the draw period?', 'draw-period'],
  ['can I take out more money later', 'draw-period'],
  ['is there a balloon payment', 'repayment'],
  ['what terms do you offer', 'terms-offered'],
  ['can I pay it off early without a penalty', 'prepayment'],
  ['is there a prepayment penalty', 'prepayment'],
  ['do I get a discount for autopay', 'autopay-discount'],
  ['is the interest tax deductible', 'tax-deductible'],
  ['what is the origination fee', 'origination-fee'],
  ['how much are the closing costs', 'closing-costs'],
  ['is there an annual fee', 'annual-fee'],
  ['what is the recording tax in my state', 'recording-tax'],
  ['what does draw total mean', 'draw-total'],
  ['how long does it take to apply', 'how-long-to-apply'],
  ['will checking my rate hurt my credit score', 'soft-credit-check'],
  ['when do you do a hard pull', 'hard-credit-check'],
  ['my credit is frozen', 'credit-freeze'],
  ['can I save my application and finish later', 'save-and-resume'],
  ['my wife is on the title, does she need to sign', 'co-owners'],
  ['our house is in a living trust', 'trust-ownership'],
  ['how do I verify my income', 'income-verification'],
  ["I'm self employed, what do you need", 'self-employed'],
  ['is it safe to link my bank account', 'bank-linking'],
  ['can I use my passport', 'identity-verification'],
  ['what kind of ID do you accept', 'identity-verification'],
  ['which file types can I upload', 'upload-formats'],
  ['how do you figure out my home value', 'home-valuation'],
  ['do I need an appraisal', 'appraisal'],
  ['what is a BPO', 'broker-price-opinion'],
  ['how does the online notary work', 'notary-online'],
  ['can a notary come to my house', 'notary-at-home'],
  ['what is the right of rescission', 'rescission-right'],
  ['is there a cooling off period', 'rescission-right'],
  ['how do I cancel my line of credit', 'how-to-cancel'],
  ['when will I get my money', 'funding-timing'],
  ['how long until funding', 'funding-timing'],
  ['can I pay off my credit cards with the line', 'debt-payoff'],
  ['what insurance do I need', 'insurance'],
  ['why was I declined', 'declined'],
  ['how do you protect my data', 'account-security'],
  ['what are your hours', 'hours'],
  ['are you open on saturday', 'hours'],
  ['I want to talk to a real person', 'talk-to-person'],
  ["what's your phone number", 'contact-lender'],
  ['whats a helco', 'what-is-a-heloc'],
  ['recision period', 'rescission-right'],
  ['apprasial', 'appraisal'],
  ['notery', 'notary-online'],
  ['origniation fee', 'origination-fee'],
  ['paystubs', 'income-verification'],
  ['Hi, I was wondering how much the origination fee is', 'origination-fee'],
  ['my co-owner needs to sign too?', 'co-owners'],
  ['what happens after I sign with the notary', 'funding-stages'],
  ['where does the money get deposited', 'disbursement-account'],
  ['how do I set up automatic payments', 'autopay-setup'],
  ['can I download my signed documents', 'signed-documents'],
  ["you couldn't find my property", 'property-not-found'],
  ['why is an underwriter reviewing my file', 'underwriting-review'],
  ['what is a flood certificate', 'flood-certificate'],
  ['do I need flood insurance', 'flood-certificate'],
  ['why do you need my social security number', 'ssn-requested'],
  ['how do I change my email address', 'update-details'],
  ['I forgot my password', 'password'],
  ["what's your NMLS number", 'nmls-licensing'],
  ['can I use a rental property', 'occupancy'],
  ['I just bought my house last month, can I apply', 'eligibility'],
  ['what are the liens on my house', 'liens'],
  ['how long does the title search take', 'title-search'],
  ['will you call my employer', 'employment-verification'],
  ['what are the requests from my lender', 'conditions'],
  ['is a broker price opinion required in texas', 'broker-price-opinion'],
  ['what is the minimum payment', 'monthly-payment'],
  ['how is interest charged', 'daily-interest'],
  ['who is my loan officer', 'loan-officer'],
  ['can I get a copy of my credit report', 'credit-report-copy'],
  ["what if I can't make my payments", 'lose-home-risk'],
  ['how do I give feedback', 'ceo-feedback'],
  ["my camera isn't working for the notary", 'notary-device-check'],
  ['How soon can I access the funds after closing?', 'funding-timing'],
  ["what's the difference between line amount and initial draw", 'initial-draw'],
  ['do you charge a fee to take money out later', 'annual-fee'],
  ['how do I upload my ID', 'identity-verification'],
  ['Is there a penalty for paying early?', 'prepayment'],
  ['What happens if my home value comes in low', 'home-valuation'],
  ['can I cancel after the notary', 'rescission-right'],
  ['how many days do I have to cancel', 'rescission-right'],
  ['Do I have to go to an office to sign?', 'notary-online'],
  ['what is the apr', 'apr-range'],
  ['how much will my monthly payments be', 'monthly-payment'],
  ['can i do the notary on my phone', 'notary-online'],
  ['how do I reach customer support', 'contact-lender'],
  ['what time do you close today', 'hours'],
  ['is my ssn safe', 'account-security'],
  ['what does the lien confirmation mean', 'liens'],
  ['what if the title search finds a problem', 'title-search'],
  ['do I need a co-signer', 'co-owners'],
  ['how long does the appraisal take', 'appraisal'],
  ['Is there an application fee?', 'annual-fee'],
  ['what states do you lend in', 'eligibility'],
  ['what credit score do I need', 'credit-score-needed'],
  ['what happens if I want to cancel after signing everything', 'rescission-right'],
  ['How do I know what my home is worth to you', 'home-valuation'],
  ['is the notary session recorded', 'notary-online'],
  ['can my husband sign for me', 'co-owners'],
  ['who pays for the broker price opinion', 'broker-price-opinion'],
  ['do you need my tax returns', 'self-employed'],
  ['how do I dispute a lien', 'liens'],
  ['my payment method', 'autopay-setup'],
  ['my id upload keeps failing', 'upload-formats'],
  ['can I pay off my mortgage with a heloc', 'debt-payoff'],
  ['what is an adverse action notice', 'declined'],
  ['do you verify employment', 'employment-verification'],
];

/** Questions the help content cannot answer. */
const OFF_TOPIC = [
  'what is the weather in Paris',
  'purple elephant banana',
  'can I get a heloc on my boat',
  'asdfghjkl',
  'tell me a joke',
  'can I borrow against my condo',
  'how do I renew my passport',
  'what time is the football game',
];

describe('help search', () => {
  it.each(QUESTIONS)('"%s" is answered by %s, confidently', (question, entryId) => {
    const [best] = index.search(question);
    expect(best?.entry.id).toBe(entryId);
    expect(best?.confidence).toBeGreaterThanOrEqual(CONFIDENT_ANSWER);
  });

  it.each(OFF_TOPIC)('"%s" finds nothing it is confident about', (question) => {
    const [best] = index.search(question);
    expect(best?.confidence ?? 0).toBeLessThan(CONFIDENT_ANSWER);
  });

  it('covers every entry id it is tested with', () => {
    const ids = new Set(HELP_CORPUS.map((entry) => entry.id));
    expect(QUESTIONS.filter(([, id]) => !ids.has(id))).toEqual([]);
  });

  it('ranks synonyms alike: rescind, cancel and cooling off reach the right to cancel', () => {
    for (const question of ['rescission rules', 'cooling-off period', 'can I change my mind after closing']) {
      expect(index.search(question)[0]?.entry.id).toBe('rescission-right');
    }
  });

  it('reads a word prefix as the word being typed', () => {
    expect(index.search('apprais')[0]?.entry.id).toBe('appraisal');
  });

  it('returns nothing for a question of filler words only', () => {
    expect(index.search('what is it?')).toEqual([]);
  });
});
