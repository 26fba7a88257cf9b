import { describe, expect, it } from 'vitest';
import { composeHelpAnswer } from './compose-help-answer.ts';
import { HELP_CORPUS } from './help-corpus.ts';
import { buildHelpIndex } from './help-search.ts';
import { buildLenderValues } from './lender-values.ts';
import { CREDIT_UNION_LENDER, NATIONAL_LENDER } from './test-lenders.ts';

const index = buildHelpIndex(HELP_CORPUS);
const national = buildLenderValues(NATIONAL_LENDER);

describe('composeHelpAnswer', () => {
  it('answers from the top entry, filled for the lender, and cites it', () => {
    const answer = composeHelpAnswer(index, 'how do I contact you by phone?', national);
    expect(answer).toMatchObject({
      kind: 'HELP',
      source: {
        type: 'HELP_ENTRY',
        id: 'contact-lender',
        title: 'How do I contact Hearth by phone or e-mail?',
      },
      offerPerson: false,
    });
    expect(answer.text).toContain('Call us at 888-555-0100');
  });

  it("fills another lender's values into the same answer", () => {
    const answer = composeHelpAnswer(index, 'phone number', buildLenderValues(CREDIT_UNION_LENDER));
    expect(answer.text).toContain('503-555-0142');
    expect(answer.text).not.toContain('888-555-0100');
  });

  it('says when it is unsure, still cites the closest entry and offers a person', () => {
    const answer = composeHelpAnswer(index, 'can I get a heloc on my boat', national);
    expect(answer.kind).toBe('UNSURE');
    expect(answer.text).toMatch(/^I'm not sure I understood your question\. The closest answer I have is "/);
    expect(answer.text).toContain('choose "Talk to a person"');
    expect(answer.source?.type).toBe('HELP_ENTRY');
    expect(answer.offerPerson).toBe(true);
  });

  it('offers only a person, with the phone and hours, when nothing is close', () => {
    const answer = composeHelpAnswer(index, 'purple elephant banana', national);
    expect(answer).toMatchObject({ kind: 'NO_ANSWER', source: null, offerPerson: true, confidence: 0 });
    expect(answer.text).toContain('Talk to a person');
    expect(answer.text).toContain('888-555-0100');
  });
});
