import { phaseOfStep } from '@hearth/domain/lifecycle/step-phase';
import { quoteOffer } from '@hearth/domain/offers/offer-quote';
import { zOfferSet } from '@hearth/domain/offers/offer-set';
import type { OpsFileSummary } from '@hearth/domain/ops/file-summary';
import type { ApplicationRow } from '../application/application.repository.ts';
import { findOrg } from '../org/registry/index.ts';

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function label(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * The figures of the chosen line: the offer of the stored set that matches the selection, quoted
 * as the offers page quotes it (fee, recording tax, initial draw).
 */
function readChosenLine(application: ApplicationRow) {
  const parsed = zOfferSet.safeParse(application.offerSet);
  const offerSet = parsed.success ? parsed.data : undefined;
  const selected = application.selectedOffer;
  const offer =
    selected && offerSet?.offers.find((item) => item.type === selected.type && item.term === selected.term);
  const lineAmount = toNumber(selected?.amount);
  const state = application.propertyState ?? application.propertyAddress?.state;
  const quote =
    offer && lineAmount !== null && state
      ? quoteOffer({ offer, lineAmount, feeCap: offerSet?.ofeeMaxThreshold ?? null, state })
      : undefined;
  return { offerSet, offer, lineAmount, quote };
}

/** The file's head as the console shows it above every tab. */
export function toOpsFileSummary(application: ApplicationRow): OpsFileSummary {
  const org = findOrg(application.organizationCode);
  const { offerSet, offer, lineAmount, quote } = readChosenLine(application);
  const lines = offerSet?.offers ?? [];
  const selected = application.selectedOffer;
  return {
    loanNumber: application.loanNumber,
    lender: { organizationCode: application.organizationCode, name: org?.companyInfo.companyName ?? null },
    product: org?.companyInfo.companyProduct ?? null,
    isCrypto: application.isCrypto,
    serverStep: application.serverStep,
    phase: phaseOfStep(application.serverStep) ?? null,
    amounts: {
      approvedLineMin: lines.length > 0 ? Math.min(...lines.map((line) => line.min)) : null,
      approvedLineMax: lines.length > 0 ? Math.max(...lines.map((line) => line.max)) : null,
      requestedLine: lineAmount ?? toNumber(application.amount),
      initialDraw: quote ? quote.initialDraw.toNumber() : null,
      originationFee: quote ? quote.originationFee.toNumber() : null,
      recordingTax: quote ? quote.recordingTax.toNumber() : null,
      underwritingDraw: toNumber(application.uwCalculatedDrawAmount),
    },
    offer: selected
      ? {
          type: selected.type,
          term: selected.term,
          rate: Number(selected.rate),
          otherRate: offer?.otherRate ?? null,
          originationFeePercent: offer?.originationFee ?? null,
          payoffPreference: selected.payoffPreference ?? null,
          payType: application.payType,
          selectedAt: selected.selectedAt ?? null,
        }
      : null,
    decision: {
      uwDecision: label(application.status.uwDecision),
      uwSubDecision: label(application.status.uwSubDecision),
    },
    createdDate: application.createdDate.toISOString(),
    updatedDate: application.updatedDate.toISOString(),
  };
}
