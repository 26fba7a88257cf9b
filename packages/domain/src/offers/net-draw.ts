import type { Decimal } from 'decimal.js';
import { calculateDrawTotal } from '../format/draw-total.ts';
import { OfferDecimal } from './offer-decimal.ts';
import { calculateOriginationFee } from './origination-fee.ts';
import { calculateRecordingTax, type RecordingTaxRates } from './recording-tax.ts';

export interface NetDrawBreakdown {
  /** The line amount borrowed (the slider value, CON-001). */
  lineAmount: Decimal;
  /** OFR-014: fee on the initial draw (the whole line is drawn at origination), capped. */
  originationFee: Decimal;
  /** CON-007: recording tax on the amount borrowed. */
  recordingTax: Decimal;
  /** OFR-019: the cash the borrower receives — line net of origination fee and recording tax. */
  netDraw: Decimal;
}

/**
 * OFR-019: the draw computed from a line amount net of origination fee and recording tax.
 * Both are financed inside the line, so OFR-013's draw total (draw + fee, where the draw here is
 * cash + recording tax) equals the line amount — which is what the monthly payment amortises.
 * A line too small to cover fee and tax yields a draw of 0.
 */
export function calculateNetDraw(input: {
  lineAmount: Decimal.Value;
  feePercent: Decimal.Value;
  feeCap?: Decimal.Value | null;
  state: string;
  recordingTaxRates?: RecordingTaxRates;
}): NetDrawBreakdown {
  const lineAmount = new OfferDecimal(input.lineAmount);
  const originationFee = calculateOriginationFee(lineAmount, input.feePercent, input.feeCap);
  const recordingTax = calculateRecordingTax(lineAmount, input.state, input.recordingTaxRates);
  const netDraw = OfferDecimal.max(lineAmount.minus(originationFee).minus(recordingTax), 0);
  return { lineAmount, originationFee, recordingTax, netDraw };
}

/** OFR-013 over the breakdown: the principal amortised, i.e. draw (cash + tax) + origination fee. */
export function calculatePrincipal(breakdown: NetDrawBreakdown): Decimal {
  return calculateDrawTotal(breakdown.netDraw.plus(breakdown.recordingTax), breakdown.originationFee);
}
