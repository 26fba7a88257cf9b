import type {
  ENotaryProvider,
  FundingProvider,
  ProviderCallbackSink,
  RecordingProvider,
  TitleProvider,
  ValuationProvider,
} from '../closing-vendor-providers.ts';
import { selectPersona } from './sandbox-persona.ts';
import { buildSandboxReference } from './sandbox-reference.ts';

/** How long the sandbox vendors take to answer: short, so a demo reaches COMPLETE unattended. */
export const SANDBOX_VENDOR_DELAY_MS = 1_500;

/**
 * The sandbox closing vendors (and the valuation vendor): each accepts the order and answers by itself after
 * SANDBOX_VENDOR_DELAY_MS through the callback sink, as the real vendor's webhook would
 * (Titleexceptions: the title search finds exceptions for staff to resolve).
 */
export function createSandboxClosingVendors(notify: ProviderCallbackSink, delayMs = SANDBOX_VENDOR_DELAY_MS) {
  const answer = async (applicationUuid: string, event: string, vendorReference: string) => {
    await notify({ applicationUuid, event, detail: { vendorReference }, delayMs });
    return { vendorReference };
  };
  const valuation: ValuationProvider = {
    name: 'sandbox',
    async orderBpo({ applicationUuid }) {
      const vendorReference = buildSandboxReference('BPO', applicationUuid);
      // The broker accepts the order; the completed report follows (BPO_ACCEPTED, then BPO_COMPLETED).
      await notify({ applicationUuid, event: 'BPO_ACCEPTED', detail: { vendorReference }, delayMs });
      await notify({
        applicationUuid,
        event: 'BPO_COMPLETED',
        detail: { vendorReference },
        delayMs: delayMs * 2,
      });
      return { vendorReference };
    },
    async orderResidentialEvaluation({ applicationUuid }) {
      return answer(applicationUuid, 'RESI_EVAL_COMPLETED', buildSandboxReference('RES', applicationUuid));
    },
    async orderOnsiteAppraisal({ applicationUuid }) {
      const vendorReference = buildSandboxReference('APR', applicationUuid);
      // The appraiser books the visit, then files the report for staff review.
      await notify({ applicationUuid, event: 'APPRAISAL_SCHEDULED', detail: { vendorReference }, delayMs });
      await notify({
        applicationUuid,
        event: 'APPRAISAL_COMPLETED',
        detail: { vendorReference },
        delayMs: delayMs * 2,
      });
      return { vendorReference };
    },
  };
  const eNotary: ENotaryProvider = {
    name: 'sandbox',
    async startSession({ applicationUuid }) {
      const vendorReference = buildSandboxReference('ENS', applicationUuid);
      await answer(applicationUuid, 'NOTARY_COMPLETED', vendorReference);
      return { vendorReference, joinUrl: `https://notary.sandbox.hearth.test/session/${vendorReference}` };
    },
  };
  const title: TitleProvider = {
    name: 'sandbox',
    async orderFinalTitle({ applicationUuid, ownerLastName }) {
      const exceptions = selectPersona(ownerLastName) === 'TITLE_EXCEPTIONS';
      const event = exceptions ? 'TITLE_EXCEPTIONS_FOUND' : 'TITLE_CLEARED';
      return answer(applicationUuid, event, buildSandboxReference('TTL', applicationUuid));
    },
  };
  const recording: RecordingProvider = {
    name: 'sandbox',
    async submitForRecording({ applicationUuid }) {
      return answer(applicationUuid, 'RECORDED', buildSandboxReference('REC', applicationUuid));
    },
  };
  const funding: FundingProvider = {
    name: 'sandbox',
    async requestFunding({ applicationUuid }) {
      return answer(applicationUuid, 'FUNDED', buildSandboxReference('FND', applicationUuid));
    },
  };
  return { valuation, eNotary, title, recording, funding };
}
