import { listDocuments } from '../../../modules/documents/document.repository.ts';
import type { StepJobHandler } from '../step-job-types.ts';
import { buildApplicantRef } from './support/applicant.ts';
import { keepResult } from './support/provider-step.ts';

/** NAV_RESI_EVAL_ORDER_REQUEST: a residential evaluation is ordered; the evaluator's report comes back as RESI_EVAL_COMPLETED. */
export const orderResidentialEvaluation: StepJobHandler = async (ctx) => {
  const { valuation } = ctx.providers;
  const order = await valuation.orderResidentialEvaluation({
    applicationUuid: ctx.application.uuid,
    address: buildApplicantRef(ctx.application, ctx.piiKey).address,
  });
  await keepResult(ctx, 'VENDOR_ORDER', valuation, { vendor: 'RESIDENTIAL_EVALUATION', ...order });
  return { event: 'RESI_EVAL_ORDERED', detail: { ...order } };
};

/** FINAL_TITLE_ORDER: orders the final title; the title company answers TITLE_CLEARED (or exceptions) later. */
export const orderFinalTitle: StepJobHandler = async (ctx) => {
  const applicant = buildApplicantRef(ctx.application, ctx.piiKey);
  const { title } = ctx.providers;
  const order = await title.orderFinalTitle({
    applicationUuid: ctx.application.uuid,
    address: applicant.address,
    ownerLastName: applicant.lastName,
  });
  await keepResult(ctx, 'VENDOR_ORDER', title, { vendor: 'TITLE', ...order });
  return { event: 'TITLE_ORDERED', detail: { ...order }, statusPatch: { title: 'FINAL_TITLE_PROCESSING' } };
};

/** INSURANCE_REVIEW: an uploaded declarations page is accepted; staff may still reject it (INSURANCE_REJECTED). */
export const reviewInsurance: StepJobHandler = async (ctx) =>
  ctx.application.insurance ? { event: 'INSURANCE_VERIFIED' } : null;

/** GEN_RECORDING: the signed deed of trust goes to the county recorder; RECORDED comes back from the vendor. */
export const submitRecordingPackage: StepJobHandler = async (ctx) => {
  const deeds = (await listDocuments(ctx.tx, ctx.application.uuid)).filter(
    (row) => row.type === 'DEED_OF_TRUST' && row.signedStorageKey !== null,
  );
  const applicant = buildApplicantRef(ctx.application, ctx.piiKey);
  const { recording } = ctx.providers;
  const order = await recording.submitForRecording({
    applicationUuid: ctx.application.uuid,
    address: applicant.address,
    documentUuids: deeds.map((row) => row.uuid),
  });
  await keepResult(ctx, 'VENDOR_ORDER', recording, { vendor: 'RECORDING', ...order });
  return { event: 'RECORDING_PACKAGE_GENERATED', detail: { ...order, documents: deeds.length } };
};

/** FUNDABLE: asks the funding bank to disburse the selected draw; FUNDED comes back from it. */
export const requestFunding: StepJobHandler = async (ctx) => {
  const amount = Number(ctx.application.selectedOffer?.amount ?? ctx.application.amount ?? 0);
  const { funding } = ctx.providers;
  const order = await funding.requestFunding({
    applicationUuid: ctx.application.uuid,
    amount,
    accountMask: ctx.application.disburseAccount?.mask ?? null,
  });
  await keepResult(ctx, 'VENDOR_ORDER', funding, { vendor: 'FUNDING', amount, ...order });
  return { event: 'FUNDING_REQUESTED', detail: { ...order } };
};
