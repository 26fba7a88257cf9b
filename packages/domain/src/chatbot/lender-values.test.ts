import { describe, expect, it } from 'vitest';
import { HELP_CORPUS } from './help-corpus.ts';
import { buildLenderValues, fillPlaceholders, LENDER_PLACEHOLDERS } from './lender-values.ts';
import { CREDIT_UNION_LENDER, NATIONAL_LENDER } from './test-lenders.ts';

const national = buildLenderValues(NATIONAL_LENDER);
const creditUnion = buildLenderValues(CREDIT_UNION_LENDER);

function entry(id: string) {
  const found = HELP_CORPUS.find((candidate) => candidate.id === id);
  if (!found) {
    throw new Error(`no entry ${id}`);
  }
  return found;
}

describe('help corpus', () => {
  it('has at least 60 entries with unique ids, phrasings and keywords', () => {
    expect(HELP_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(HELP_CORPUS.map((item) => item.id)).size).toBe(HELP_CORPUS.length);
    for (const item of HELP_CORPUS) {
      expect(item.phrasings.length, item.id).toBeGreaterThan(0);
      expect(item.keywords.length, item.id).toBeGreaterThan(0);
    }
  });

  it('uses only placeholders a lender fills, and every answer fills without a brace left', () => {
    for (const item of HELP_CORPUS) {
      for (const text of [item.title, item.answer]) {
        expect(fillPlaceholders(text, national), item.id).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('lender values', () => {
  it('fills every placeholder for both lenders', () => {
    for (const values of [national, creditUnion]) {
      expect(Object.keys(values).sort()).toEqual([...LENDER_PLACEHOLDERS].sort());
      expect(Object.values(values).every((value) => value.length > 0)).toBe(true);
    }
  });

  it("writes each lender's name, phone, e-mail and hours into the contact answer", () => {
    expect(fillPlaceholders(entry('contact-lender').answer, national)).toBe(
      'Call us at 888-555-0100 or e-mail support@hearth.example. Our phone hours (Pacific time): Monday – Friday: 6:00 AM – 6:00 PM PT; Saturday: 8:00 AM – 2:00 PM PT; Sunday: Closed. Write at any time; we answer e-mails during those hours.',
    );
    expect(fillPlaceholders(entry('contact-lender').answer, creditUnion)).toBe(
      'Call us at 503-555-0142 or e-mail homeloans@bluewater.example. Our phone hours (Pacific time): Monday – Friday: 7:00 AM – 4:00 PM PT; Saturday – Sunday: Closed. Write at any time; we answer e-mails during those hours.',
    );
    expect(fillPlaceholders(entry('contact-lender').title, creditUnion)).toBe(
      'How do I contact Bluewater by phone or e-mail?',
    );
  });

  it("quotes each lender's own pricing, never another's", () => {
    expect(fillPlaceholders(entry('line-amount-range').answer, national)).toContain(
      'Hearth offers lines from $15,000 to $400,000.',
    );
    expect(fillPlaceholders(entry('line-amount-range').answer, creditUnion)).toContain(
      'Bluewater offers lines from $25,000 to $250,000.',
    );
    expect(national.maxCltv).toBe('85%');
    expect(national.cltvExample).toBe('$175,000');
    expect(creditUnion.maxCltv).toBe('80%');
    expect(creditUnion.cltvExample).toBe('$150,000');
    expect(national.terms).toBe('5, 10, 15 and 30 years');
    expect(creditUnion.terms).toBe('5 and 10 years');
    expect(national.minApr).toBe('7.60%');
    expect(creditUnion.minApr).toBe('8.90%');
    expect(national.maxOriginationFee).toBe('4.99%');
  });

  it('describes AutoPay, minimum age and states as each lender has them', () => {
    expect(national.autopayDiscount).toBe(
      'Yes: with AutoPay your APR is 0.25 percentage points lower, and your offer shows the APR with AutoPay.',
    );
    expect(creditUnion.autopayDiscount).toBe('Bluewater does not offer an AutoPay discount.');
    expect(national.minimumAgeRule).toBe('at least 18 years old (19 in Alabama)');
    expect(creditUnion.minimumAgeRule).toBe('at least 62 years old');
    expect(creditUnion.licensedStates).toBe('Oregon and Washington');
    expect(national.licensedStates).toBe("10 states; the application checks your property's state first");
    expect(national.minCreditScore).toBe('640');
    expect(creditUnion.minCreditScore).toBe('660');
  });

  it('refuses an unknown placeholder', () => {
    expect(() => fillPlaceholders('Call {fax}', national)).toThrow('Unknown help placeholder {fax}');
  });
});
