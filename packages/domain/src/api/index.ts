import { addressSearchApi } from './address-search-api.ts';
import { applicationApi, coDeedApi, documentsApi, rescissionApi } from './application-api.ts';
import { opsAuditApi } from './audit-api.ts';
import { authModeApi } from './auth-mode-api.ts';
import { bankAccountsApi } from './bank-accounts-api.ts';
import { bannersApi, opsBannersApi } from './banners-api.ts';
import { borrowerInfoApi } from './borrower-info-api.ts';
import { chatAgentApi } from './chat-agent-api.ts';
import { chatApi } from './chat-api.ts';
import { chatAttachmentsApi } from './chat-attachments-api.ts';
import { chatbotApi, chatUsersApi, opsChatbotApi } from './chatbot-api.ts';
import { conditionsApi } from './conditions-api.ts';
import { cryptoHelocApi } from './crypto-heloc-api.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { experimentsApi } from './experiments-api.ts';
import { opsExportsApi } from './exports-api.ts';
import { feedbackApi, opsFeedbackApi } from './feedback-api.ts';
import { identityApi, identityBrokerApi, identityDocumentsApi } from './identity-api.ts';
import { incomeApi } from './income-api.ts';
import { insuranceApi } from './insurance-api.ts';
import { liensApi } from './liens-api.ts';
import { notaryApi } from './notary-api.ts';
import { notificationsApi } from './notifications-api.ts';
import { offersApi } from './offers-api.ts';
import { opsApi } from './ops-api.ts';
import { opsFileApi } from './ops-file-api.ts';
import { opsPipelineApi, opsQueuesApi } from './ops-pipeline-api.ts';
import { featureFlagsApi, operatingHoursApi, orgApi } from './org-api.ts';
import { orgPayloadApi } from './org-payload-api.ts';
import { passkeyApi } from './passkey-api.ts';
import { profileApi } from './profile-api.ts';
import { propertyReviewApi } from './property-review-api.ts';
import { consentApi, leadPortalApi, registrationApi } from './registration-api.ts';
import { opsSandboxApi } from './sandbox-api.ts';
import { sessionReplayApi } from './session-replay-api.ts';
import { signerApi } from './signer-api.ts';
import { adverseActionApi, softCreditApi } from './soft-credit-api.ts';
import { staffApi } from './staff-api.ts';
import { telemetryApi } from './telemetry-api.ts';
import { valuationApi } from './valuation-api.ts';
import { walletApi } from './wallet-api.ts';

/** Every endpoint of the contract, by resource: what the uniqueness tests and the OpenAPI check walk. */
export const API_CONTRACT = {
  addressSearch: addressSearchApi,
  application: applicationApi,
  authMode: authModeApi,
  coDeed: coDeedApi,
  adverseAction: adverseActionApi,
  bankAccounts: bankAccountsApi,
  banners: bannersApi,
  borrowerInfo: borrowerInfoApi,
  chat: chatApi,
  chatbot: chatbotApi,
  chatUsers: chatUsersApi,
  chatAttachments: chatAttachmentsApi,
  chatAgent: chatAgentApi,
  conditions: conditionsApi,
  consent: consentApi,
  cryptoHeloc: cryptoHelocApi,
  documents: documentsApi,
  experiments: experimentsApi,
  featureFlags: featureFlagsApi,
  feedback: feedbackApi,
  identity: identityApi,
  identityBroker: identityBrokerApi,
  identityDocuments: identityDocumentsApi,
  income: incomeApi,
  insurance: insuranceApi,
  leadPortal: leadPortalApi,
  liens: liensApi,
  notary: notaryApi,
  notifications: notificationsApi,
  offers: offersApi,
  operatingHours: operatingHoursApi,
  ops: opsApi,
  opsAudit: opsAuditApi,
  opsChatbot: opsChatbotApi,
  opsBanners: opsBannersApi,
  opsExports: opsExportsApi,
  opsFeedback: opsFeedbackApi,
  opsFile: opsFileApi,
  opsPipeline: opsPipelineApi,
  opsQueues: opsQueuesApi,
  opsSandbox: opsSandboxApi,
  org: { ...orgApi, ...orgPayloadApi },
  passkey: passkeyApi,
  profile: profileApi,
  propertyReview: propertyReviewApi,
  registration: registrationApi,
  rescission: rescissionApi,
  sessionReplay: sessionReplayApi,
  signer: signerApi,
  softCredit: softCreditApi,
  staff: staffApi,
  telemetry: telemetryApi,
  valuation: valuationApi,
  wallet: walletApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export function listEndpoints(): AnyEndpoint[] {
  return Object.values(API_CONTRACT).flatMap((group) => Object.values(group));
}
