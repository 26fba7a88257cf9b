/** Where the money is, from the server step (PRG-080 steps that show the complete page). */
export const FUNDING_STAGES = ['RESCISSION', 'RECORDING', 'FUNDING', 'FUNDED'] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];

const BY_STEP: Record<string, FundingStage> = {
  RESCISSION: 'RESCISSION',
  GEN_RESCISSION: 'RESCISSION',
  DEED_SIGNING: 'RESCISSION',
  TRUST_AND_INSURANCE: 'RESCISSION',
  INSURANCE_REVIEW: 'RESCISSION',
  GEN_RECORDING: 'RECORDING',
  RECORDING: 'RECORDING',
  FUNDABLE: 'FUNDING',
  FUNDING_DECISION: 'FUNDING',
  DIRECT_DEBT_PAYOFF: 'FUNDING',
  COMPLETE: 'FUNDED',
};

export function getFundingStage(serverStep: string | undefined): FundingStage {
  return (serverStep && BY_STEP[serverStep]) || 'RESCISSION';
}
