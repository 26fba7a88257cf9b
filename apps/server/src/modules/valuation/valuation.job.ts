import { buildApplicantRef } from '../../lifecycle/jobs/handlers/support/applicant.ts';
import { keepResult, readResult } from '../../lifecycle/jobs/handlers/support/provider-step.ts';
import type { StepJobHandler } from '../../lifecycle/jobs/step-job-types.ts';
import type { AvmResult } from '../../providers/property-data-provider.ts';

/**
 * WAITING_FOR_AVM_DATA: finds the property (a second look-up after the borrower corrected the
 * address or picked a unit), values it and reads its liens. Liens the data cannot settle or a
 * title prequal review stop before offers; no AVM asks the borrower for an estimate.
 */
export const valueProperty: StepJobHandler = async (ctx) => {
  const { propertyData, liens } = ctx.providers;
  const applicant = buildApplicantRef(ctx.application, ctx.piiKey);
  const ownerLastName = applicant.lastName;
  const earlier = await readResult(ctx, 'PROPERTY');
  const lookup = await propertyData.findProperty({
    address: applicant.address,
    ownerLastName,
    repeat: earlier !== undefined,
  });
  await keepResult(ctx, 'PROPERTY', propertyData, lookup);
  if (lookup.outcome === 'NOT_FOUND') {
    return { event: 'PROPERTY_NOT_FOUND' };
  }
  if (lookup.outcome === 'MULTIPLE') {
    return { event: 'MULTIPLE_PROPERTIES_FOUND', detail: { candidates: lookup.candidates.length } };
  }
  const { property } = lookup;
  const avm: AvmResult = await propertyData.valueProperty({ property, ownerLastName });
  await keepResult(ctx, 'AVM', propertyData, avm);
  const lienReport = await liens.findLiens({ property, ownerLastName });
  await keepResult(ctx, 'LIENS', liens, lienReport);
  const statusPatch = {
    bpo: avm.requiredValuation === 'BPO' ? 'BPO_REQUIRED' : 'BPO_NOT_REQUIRED',
    title: lienReport.titlePrequalReview ? 'PREQUAL_TITLE_PROCESSING' : 'TITLE_REQUIRED',
    liensComplete: !lienReport.needsBorrowerConfirmation,
  };
  if (lienReport.needsBorrowerConfirmation) {
    return { event: 'LIENS_NEED_CONFIRMATION', statusPatch };
  }
  if (lienReport.titlePrequalReview) {
    return { event: 'TITLE_PREQUAL_REVIEW_NEEDED', statusPatch };
  }
  if (avm.outcome === 'NO_AVM') {
    return { event: 'AVM_NOT_FOUND', statusPatch };
  }
  return {
    event: 'PROPERTY_VALUED',
    detail: { propertyId: property.propertyId, value: avm.value },
    statusPatch,
    applicationPatch: { adjustedHomeAmount: avm.value.toFixed(2) },
  };
};
