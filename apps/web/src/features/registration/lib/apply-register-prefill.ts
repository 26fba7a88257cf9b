import type { RegisterData as DomainRegisterData } from '@hearth/domain/registration/register-data';
import type { RegisterData } from './register-data.ts';

/** One source of prefilled answers (REG-026…030): a link, a record looked up, the profile. */
export interface RegisterPrefill {
  /** Names the source; a source applies once ('offer:HEARTH-2026', 'profile:<uuid>'). */
  key: string;
  data: DomainRegisterData;
  /** REG-015: the profile's name and e-mail are the identity's own: they replace what was typed. */
  owns?: { name?: boolean; email?: boolean };
  /** Fields of the client's register data the source sets as well (the offer code, the affiliate). */
  change?: Partial<Pick<RegisterData, 'offerCode' | 'affiliate'>>;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());

function toAmount(value: string | number | undefined): number | null {
  const amount = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === '' || !Number.isFinite(amount) ? null : amount;
}

/**
 * Fills the register data from one source without undoing the borrower's own answers: an address,
 * a name or a birth date is taken whole and only when that answer is still empty; every other
 * answer only when empty. What the source owns (REG-015) replaces and becomes read-only.
 */
export function applyRegisterPrefill(current: RegisterData, prefill: RegisterPrefill): RegisterData {
  if (current.prefilledFrom.includes(prefill.key)) {
    return current;
  }
  const { data, owns = {} } = prefill;
  const next: RegisterData = {
    ...current,
    ...prefill.change,
    prefilledFrom: [...current.prefilledFrom, prefill.key],
  };
  const property = data.propertyAddress;
  if (property?.street1 && current.propertyAddress.street1 === '') {
    next.propertyAddress = {
      ...current.propertyAddress,
      street1: text(property.street1),
      street2: text(property.street2),
      city: text(property.city),
      state: text(property.state).toUpperCase(),
      zip: text(property.zip),
    };
  }
  if (property?.occupancyType && current.propertyAddress.occupancyType === '') {
    next.propertyAddress = { ...next.propertyAddress, occupancyType: property.occupancyType };
  }
  const home = data.homeAddress;
  if (home?.street1 && current.homeAddress.street1 === '') {
    next.homeAddress = {
      street1: text(home.street1),
      street2: text(home.street2),
      city: text(home.city),
      state: text(home.state).toUpperCase(),
      zip: text(home.zip),
    };
  }
  if (data.isListedForSale !== undefined && current.isListedForSale === null) {
    next.isListedForSale = data.isListedForSale;
  }
  const hasName = current.name.firstName !== '' || current.name.lastName !== '';
  if (data.name?.firstName && data.name.lastName && (owns.name || !hasName)) {
    next.name = {
      firstName: text(data.name.firstName),
      middleName: text(data.name.middleName),
      lastName: text(data.name.lastName),
      suffix: text(data.name.suffix) as RegisterData['name']['suffix'],
    };
  }
  if (data.dob?.year && current.dob.year === '') {
    next.dob = { day: text(data.dob.day), month: text(data.dob.month), year: text(data.dob.year) };
  }
  const income = toAmount(data.income?.income);
  const otherIncome = toAmount(data.income?.otherIncome);
  next.income = {
    income: current.income.income ?? income,
    otherIncome: current.income.otherIncome ?? otherIncome,
    employmentType: current.income.employmentType || (data.income?.employmentType ?? ''),
  };
  if (data.email && (owns.email || current.email === '')) {
    next.email = text(data.email);
  }
  if (data.phoneNumber && current.phoneNumber === '') {
    next.phoneNumber = text(data.phoneNumber);
  }
  next.flags = {
    ...current.flags,
    isPrepopulationComplete: true,
    isSaleStatusSet: current.flags.isSaleStatusSet || next.isListedForSale !== null,
    isNamePrefilled: current.flags.isNamePrefilled || Boolean(owns.name),
    isEmailPrefilled: current.flags.isEmailPrefilled || Boolean(owns.email),
  };
  return next;
}
