import { z } from 'zod';
import type { ServerStep } from '../enums/server-step.ts';
import { STEP_GRAPH } from '../lifecycle/step-graph.ts';

/** The vendors whose callbacks move an application (the step graph's PROVIDER events). */
export const VENDORS = [
  'valuation',
  'title',
  'flood',
  'attorney',
  'notary',
  'employment',
  'payoff',
  'recording',
  'funding',
] as const;
export type Vendor = (typeof VENDORS)[number];

/**
 * Each vendor callback, as a person reads it in the sandbox tools, and the prefix of the vendor
 * reference it carries (`detail.vendorReference`, as the sandbox vendors send it).
 */
export const VENDOR_EVENTS: Readonly<Record<string, { vendor: Vendor; label: string; reference: string }>> = {
  BPO_ACCEPTED: { vendor: 'valuation', label: 'The broker accepts the BPO order', reference: 'BPO' },
  BPO_COMPLETED: { vendor: 'valuation', label: 'The broker delivers the BPO report', reference: 'BPO' },
  RESI_EVAL_COMPLETED: {
    vendor: 'valuation',
    label: 'The residential evaluation is delivered',
    reference: 'RES',
  },
  APPRAISAL_SCHEDULED: { vendor: 'valuation', label: 'The appraiser books the visit', reference: 'APR' },
  APPRAISAL_COMPLETED: { vendor: 'valuation', label: 'The appraiser files the report', reference: 'APR' },
  TITLE_CLEARED: { vendor: 'title', label: 'The title search comes back clear', reference: 'TTL' },
  TITLE_EXCEPTIONS_FOUND: { vendor: 'title', label: 'The title search finds exceptions', reference: 'TTL' },
  FLOOD_CERT_RECEIVED: { vendor: 'flood', label: 'The flood certificate arrives', reference: 'FLD' },
  ATTORNEY_APPROVED: { vendor: 'attorney', label: 'The closing attorney approves', reference: 'ATY' },
  NOTARY_COMPLETED: { vendor: 'notary', label: 'The notary completes the deed signing', reference: 'ENS' },
  NOTARY_SESSION_FAILED: { vendor: 'notary', label: 'The e-notary session fails', reference: 'ENS' },
  EMPLOYMENT_VERIFIED: {
    vendor: 'employment',
    label: 'The employer confirms the employment',
    reference: 'EMP',
  },
  EMPLOYMENT_NOT_VERIFIED: {
    vendor: 'employment',
    label: 'The employer cannot confirm the employment',
    reference: 'EMP',
  },
  PAYOFF_STATEMENT_RECEIVED: {
    vendor: 'payoff',
    label: 'The lienholder sends the payoff statement',
    reference: 'PAY',
  },
  PAYOFFS_DISBURSED: { vendor: 'payoff', label: 'The payoffs are disbursed', reference: 'PAY' },
  RECORDED: { vendor: 'recording', label: 'The county records the deed of trust', reference: 'REC' },
  FUNDED: { vendor: 'funding', label: 'The line is funded', reference: 'FND' },
};

/** The vendor callbacks the step graph allows from `step`, in the graph's order. */
export function vendorEventsFrom(step: ServerStep): { event: string; to: ServerStep }[] {
  return STEP_GRAPH.filter((move) => move.from === step && move.by === 'PROVIDER').map((move) => ({
    event: move.event,
    to: move.to,
  }));
}

export const zVendorEvent = z.strictObject({
  event: z.string(),
  label: z.string(),
  vendor: z.enum(VENDORS),
  to: z.string(),
  /** Whether the signed-in user's role may send it (closing coordination). */
  permitted: z.boolean(),
  /** Sending it makes a proposal a second staff user approves (a manual FUNDED). */
  needsChecker: z.boolean(),
  /** The detail to send with it through `ops.sendEvent`, as the sandbox vendor would. */
  detail: z.record(z.string(), z.string()),
});
export type VendorEvent = z.infer<typeof zVendorEvent>;

export const zVendorEventList = z.strictObject({ serverStep: z.string(), events: z.array(zVendorEvent) });
export type VendorEventList = z.infer<typeof zVendorEventList>;
