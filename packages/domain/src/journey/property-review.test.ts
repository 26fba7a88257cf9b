import { describe, expect, it } from 'vitest';
import { STATE_ZIP_MISMATCH_MESSAGE } from '../validation/state-zip.ts';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  listCorrectedAddressIssues,
  PROPERTY_REVIEW_MESSAGES as M,
  zPropertyAddressBody,
  zPropertySelectBody,
} from './property-review.ts';

const ADDRESS = { street1: '12 Oak St', street2: '', city: 'Portland', state: 'or', zip: '97201' };
const ZIPS: Record<string, string> = { '97201': 'OR', '78701': 'TX' };
const findStateForZip = (zip: string) => ZIPS[zip];

describe('PRG-060 POST P/property/address body (the registration address rules)', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ street1: '' }, ['Street address is required']],
    [{ city: 'P0rtland' }, ['Please enter a valid city name']],
    [{ state: 'Oregon' }, ['State must be two characters in length']],
    [{ state: 'XX' }, ['Please enter a valid state']],
    [{ zip: '9720' }, ['Please enter a valid zipcode']],
  ])('%j → %j', (change, messages) => {
    expect(collectMessages(zPropertyAddressBody, { address: { ...ADDRESS, ...change } })).toEqual(messages);
  });

  it('upper-cases the state', () => {
    expect(zPropertyAddressBody.parse({ address: ADDRESS }).address.state).toBe('OR');
  });
});

describe('PRG-060 the lender rules on a corrected address', () => {
  it.each<[{ state: string; zip: string }, string[]]>([
    [{ state: 'OR', zip: '97201' }, []],
    [{ state: 'OR', zip: '78701' }, [STATE_ZIP_MISMATCH_MESSAGE]],
    [{ state: 'WA', zip: '98101' }, [M.stateNotServed]],
    [{ state: 'OR', zip: '00000' }, []],
  ])('%j → %j', (address, messages) => {
    const issues = listCorrectedAddressIssues(address, { findStateForZip, licensedStates: ['OR', 'TX'] });
    expect(issues.map((issue) => issue.message)).toEqual(messages);
  });
});

describe('PRG-060 POST P/property/select body', () => {
  it.each<[unknown, string[]]>([
    [{ propertyId: 'PROP-1' }, []],
    [{ propertyId: ' ' }, [M.choiceRequired]],
    [{}, [M.choiceRequired]],
  ])('%j → %j', (body, messages) => {
    expect(collectMessages(zPropertySelectBody, body)).toEqual(messages);
  });
});
