import type { CreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import type { AddressInput, CreateHelocFields } from './create-heloc.types.ts';

function toAddress(address: CreateHelocBody['propertyRequest']['address']): AddressInput {
  return { ...address, street2: address.street2 === '' ? null : address.street2 };
}

/** A validated `zCreateHelocBody` → what the create service stores (employment already mapped, API-024/025). */
export function toCreateHelocFields(body: CreateHelocBody): CreateHelocFields {
  const { profileRequest, propertyRequest, income, consentRequests, consentListRequest } = body;
  const propertyAddress = toAddress(propertyRequest.address);
  const consentTypes = [...consentRequests, ...(consentListRequest ?? [])].map((consent) => consent.type);
  return {
    name: {
      firstName: profileRequest.name.firstName,
      middleName: profileRequest.name.middleName || null,
      lastName: profileRequest.name.lastName,
      suffix: profileRequest.name.suffix || null,
    },
    dob: profileRequest.dob,
    propertyAddress,
    homeAddress:
      propertyRequest.occupancyType === 'HOME' ? propertyAddress : toAddress(profileRequest.homeAddress),
    occupancyType: propertyRequest.occupancyType,
    propertyListedForSale: body.propertyListedForSale,
    incomePrimary: income.incomePrimary,
    incomeOther: income.incomeOther,
    employmentType: body.employmentType,
    consentTypes: [...new Set(consentTypes)],
    referrerId: body.referrerId,
    referralId: body.referralId,
    offerCode: body.offerCode,
    utmParameters: body.utmParameters,
    extras: {
      abVersionsRequest: body.abVersionsRequest,
      affiliateAbVersion: body.affiliateAbVersion,
      affiliateAppIndicator: body.affiliateAppIndicator,
      affiliateLiveOffers: body.affiliateLiveOffers,
      marketingTools: body.marketingTools,
      publish: body.publish,
      optimizelyProfileRequest: body.optimizelyProfileRequest,
      incomeCoDeeders: income.incomeCoDeeders,
    },
  };
}
