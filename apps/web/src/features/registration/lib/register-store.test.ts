import { describe, expect, it } from 'vitest';
import { makeCompleteData, makeRegisterOrg } from '../test/render-register.tsx';
import { buildCreateHelocBody } from './heloc-body.ts';
import {
  clearRegisterData,
  REGISTER_STORAGE_KEY,
  readRegisterData,
  updateRegisterData,
} from './register-store.ts';
import { getWaitlistTarget } from './waitlist.ts';

describe('REG-022…026 register data in sessionStorage', () => {
  it('keeps updates in sessionStorage only, reads them back, and clears', () => {
    updateRegisterData({ email: 'pat@hearth.test' });
    updateRegisterData((data) => ({ ...data, name: { ...data.name, firstName: 'Pat' } }));
    expect(JSON.parse(window.sessionStorage.getItem(REGISTER_STORAGE_KEY) ?? '{}')).toMatchObject({
      email: 'pat@hearth.test',
      name: { firstName: 'Pat' },
    });
    expect(window.localStorage.length).toBe(0);
    expect(readRegisterData().name.firstName).toBe('Pat');
    clearRegisterData();
    expect(readRegisterData().email).toBe('');
  });

  it('survives broken or partial stored data', () => {
    window.sessionStorage.setItem(REGISTER_STORAGE_KEY, '{not json');
    expect(readRegisterData().propertyAddress.street1).toBe('');
    window.sessionStorage.setItem(REGISTER_STORAGE_KEY, JSON.stringify({ name: { firstName: 'Robin' } }));
    expect(readRegisterData().name).toEqual({ firstName: 'Robin', middleName: '', lastName: '', suffix: '' });
  });
});

describe('REG-039 create body and REG-043…045 waitlist', () => {
  it('sends the home address as the property for HOME, else the home address, and maps support income', () => {
    const data = makeCompleteData({
      income: { income: 50_000, otherIncome: 100, employmentType: 'ALIMONY' },
    });
    const body = buildCreateHelocBody(data);
    expect(body.profileRequest.homeAddress).toEqual(body.profileRequest.assetAddress);
    expect(body.employmentType).toBe('SEPARATE_MAINTENANCE_PAYMENTS');
    expect(body.income).toEqual({ incomePrimary: 50_000, incomeOther: 100, incomeCoDeeders: [] });
    const away = makeCompleteData({
      propertyAddress: { ...data.propertyAddress, occupancyType: 'SECONDARY' },
      homeAddress: { street1: '9 OAK AVE', street2: '', city: 'FRESNO', state: 'CA', zip: '93650' },
    });
    expect(buildCreateHelocBody(away).profileRequest.homeAddress).toMatchObject({ street1: '9 OAK AVE' });
  });

  it.each([
    [{}, {}, null],
    [{ utmSource: 'CLOC' }, {}, '/marketing-waitlist'],
    [{}, { excludedZips: ['95814'] }, '/waitlist'],
    [{}, { licensedStates: ['TX'] }, '/waitlist'],
  ])('%o with %o → %s', (dataOverrides, heloc, target) => {
    const org = makeRegisterOrg(true, { heloc });
    expect(getWaitlistTarget(org, makeCompleteData(dataOverrides))).toBe(target);
  });
});
