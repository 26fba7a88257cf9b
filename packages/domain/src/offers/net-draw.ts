import type { Decimal } from 'decimal.js';
import { calculateDrawTotal } from '../format/draw-total.ts';
import { OfferDecimal } from './offer-decimal.ts';
import { splitDrawAndFee } from './origination-fee.ts';
import { calculateRecordingTax, type RecordingTaxRates } from './recording-tax.ts';

export interface NetDrawBreakdown {
  /** The line amount (the slider value, CON-001): draw + fee + recording tax. */
  lineAmount: Decimal;
  /** OFR-014, CON-003: the fee on the initial draw, never above 4.99% of it, capped. */
  originationFee: Decimal;
  /** CON-007: recording tax on the line amount (the amount the mortgage secures). */
  recordingTax: Decimal;
  /** OFR-019: the initial draw — the line net of origination fee and recording tax. */
  netDraw: Decimal;
}

/**
 * OFR-019: the initial draw computed from a line amount net of origination fee and recording tax
 * (decision 021). The tax is on the line; what is left holds the draw and its fee, the fee being
 * the draw × the fee rate (`splitDrawAndFee`). line = draw + fee + tax, to the cent.
 */
export function calculateNetDraw(input: {
  lineAmount: Decimal.Value;
  feePercent: Decimal.Value;
  feeCap?: Decimal.Value | null;
  state: string;
  recordingTaxRates?: RecordingTaxRates;
}): NetDrawBreakdown {
  const lineAmount = new OfferDecimal(input.lineAmount);
  const recordingTax = calculateRecordingTax(lineAmount, input.state, input.recordingTaxRates);
  const available = OfferDecimal.max(lineAmount.minus(recordingTax), 0);
  const { draw, fee } = splitDrawAndFee(available, input.feePercent, input.feeCap);
  return { lineAmount, originationFee: fee, recordingTax, netDraw: draw };
}

/** OFR-013 over the breakdown: the draw total = initial draw + origination fee, what is amortised. */
export function calculatePrincipal(breakdown: NetDrawBreakdown): Decimal {
  return calculateDrawTotal(breakdown.netDraw, breakdown.originationFee);
}
