import { describe, expect, it } from 'vitest';
import { formatLegalName, type LegalName, matchesLegalName } from './signature-name.ts';

const ALEX: LegalName = { firstName: 'Alex', middleName: 'Jordan', lastName: 'Tester', suffix: null };
const ADA: LegalName = { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: null };
const MARTIN: LegalName = { firstName: 'Martin', middleName: 'Luther', lastName: 'King', suffix: 'Jr.' };
const MARY_ANN: LegalName = {
  firstName: 'Mary Ann',
  middleName: null,
  lastName: 'Van der Berg',
  suffix: null,
};

/**
 * A typed signature must be the signer's legal name. Forgiven: letter case, extra or missing
 * spaces around the words, and the dots and commas of initials and suffixes. Policy for the parts:
 * first and last name are required as registered; the middle name may be typed in full, as its
 * initial, or left out; the suffix may be given or left out. Anything else — another person's
 * name, a first name alone, a nickname, initials for the first or last name, a swapped order —
 * is refused.
 */
describe('matchesLegalName: a typed signature is the signer’s legal name', () => {
  it.each<[string, string, LegalName, boolean]>([
    ['exact, with the middle name', 'Alex Jordan Tester', ALEX, true],
    ['the middle name left out', 'Alex Tester', ALEX, true],
    ['the middle initial', 'Alex J Tester', ALEX, true],
    ['the middle initial with a dot', 'Alex J. Tester', ALEX, true],
    ['another case', 'alex TESTER', ALEX, true],
    ['extra spaces around and between', '  Alex    Jordan  Tester ', ALEX, true],
    ['a tab between the words', 'Ada\tLovelace', ADA, true],
    ['someone else’s name', 'Bob Smith', ALEX, false],
    ['the first name alone', 'Alex', ALEX, false],
    ['the last name alone', 'Tester', ALEX, false],
    ['first and last swapped', 'Tester Alex', ALEX, false],
    ['a wrong middle name', 'Alex James Tester', ALEX, false],
    ['a wrong middle initial', 'Alex K Tester', ALEX, false],
    ['a first initial', 'A Tester', ALEX, false],
    ['a misspelling', 'Alex Testor', ALEX, false],
    ['more than the name', 'Alex Tester Smith', ALEX, false],
    ['blank', '   ', ALEX, false],
    ['with the suffix', 'Martin Luther King Jr', MARTIN, true],
    ['with the suffix after a comma', 'Martin Luther King, Jr.', MARTIN, true],
    ['the suffix left out', 'Martin King', MARTIN, true],
    ['a wrong suffix', 'Martin King Sr', MARTIN, false],
    ['names of several words', 'mary ann van der berg', MARY_ANN, true],
    ['a name of several words cut short', 'Mary Van der Berg', MARY_ANN, false],
    ['no legal name on file: nothing matches', 'Alex Tester', { firstName: null, lastName: null }, false],
  ])('%s: "%s" → %s', (_case, typed, name, expected) => {
    expect(matchesLegalName(typed, name)).toBe(expected);
  });
});

describe('formatLegalName', () => {
  it('joins the given parts in order', () => {
    expect(formatLegalName(MARTIN)).toBe('Martin Luther King Jr.');
    expect(formatLegalName(ADA)).toBe('Ada Lovelace');
  });
});
