import type { RegisterData as DomainRegisterData } from '@hearth/domain/registration/register-data';
import type { RegisterData } from './register-data.ts';

/** The client's register data in the domain's draft shape (blank answers left out). */
export function toDomainRegisterData(data: RegisterData): DomainRegisterData {
  const { occupancyType, ...property } = data.propertyAddress;
  const { employmentType, income, otherIncome } = data.income;
  return {
    propertyAddress: { ...property, ...(occupancyType ? { occupancyType } : {}) },
    homeAddress: data.homeAddress,
    ...(data.isListedForSale === null ? {} : { isListedForSale: data.isListedForSale }),
    income: {
      ...(income === null ? {} : { income }),
      ...(otherIncome === null ? {} : { otherIncome }),
      ...(employmentType ? { employmentType } : {}),
    },
    name: data.name,
    dob: data.dob,
    email: data.email,
    phoneNumber: data.phoneNumber,
    consents: data.consents,
    flags: {
      saleStatusSet: data.flags.isSaleStatusSet,
      incomeSet: data.flags.isIncomeSet,
      prepopulationComplete: data.flags.isPrepopulationComplete,
      emailPrefilledFromProfile: data.flags.isEmailPrefilled,
      namePrefilledFromProfile: data.flags.isNamePrefilled,
      dobPrefilledFromProfile: data.flags.isDobPrefilled,
    },
  };
}
