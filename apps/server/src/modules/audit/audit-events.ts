import { zAliasType } from '@hearth/domain/enums/alias-type';
import { z } from 'zod';

/** Who acted: a borrower's identity, an additional signer's identity, a staff user, or the system (a job). */
export const AUDIT_ACTOR_TYPES = ['identity', 'signer', 'staff', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const AUDIT_ENTITY_TYPES = [
  'identity',
  'staff_user',
  'heloc_application',
  'application_condition',
  'sandbox_clock',
  'feature_flag',
  'banner',
  'ceo_feedback',
  'chatbot_feedback',
  'audit_log',
  'lender',
  'chat_conversation',
  'chat_canned_reply',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const zId = z.string().uuid();
const zCode = z.string().min(1).max(80);
const zCount = z.number().int().nonnegative();
const none = z.strictObject({});

/**
 * Every audit event: the record it is about and the shape of its payload. Payloads are strict, so
 * nothing beyond ids, codes, counts and steps can be written — never a name, e-mail, phone number,
 * date of birth, SSN or account number.
 */
export const AUDIT_EVENTS = {
  'identity.registered': {
    entity: 'identity',
    payload: z.strictObject({ organizationCode: zCode, profileUuid: zId }),
  },
  'identity.logged-in': { entity: 'identity', payload: none },
  'identity.login-failed': { entity: 'identity', payload: none },
  /** Ten wrong passwords: log-ins refused for 15 minutes (modules/identity/login-lockout.ts). */
  'identity.locked': { entity: 'identity', payload: none },
  'identity.logged-out': {
    entity: 'identity',
    payload: z.strictObject({
      jti: z.string().min(1).max(100),
      sessionId: z.string().min(1).max(100).optional(),
    }),
  },
  'identity.alias-changed': {
    entity: 'identity',
    payload: z.strictObject({ type: zAliasType, conditionUuid: zId.optional() }),
  },
  'application.created': {
    entity: 'heloc_application',
    payload: z.strictObject({ organizationCode: zCode, state: z.string().length(2) }),
  },
  'staff.logged-in': { entity: 'staff_user', payload: none },
  'staff.login-failed': { entity: 'staff_user', payload: none },
  'staff.locked': { entity: 'staff_user', payload: none },
  'staff.logged-out': { entity: 'staff_user', payload: none },
  /** A wrong or replayed authentication code (TOTP or recovery code) after a right password. */
  'staff.second-factor-failed': { entity: 'staff_user', payload: none },
  'staff.recovery-code-used': { entity: 'staff_user', payload: z.strictObject({ remaining: zCount }) },
  'staff.second-factor-enrolled': { entity: 'staff_user', payload: none },
  /** A WebAuthn passkey added or removed by its owner, or used to sign in instead of a code. */
  'staff.passkey-added': { entity: 'staff_user', payload: z.strictObject({ passkeyUuid: zId }) },
  'staff.passkey-removed': { entity: 'staff_user', payload: z.strictObject({ passkeyUuid: zId }) },
  'staff.passkey-used': { entity: 'staff_user', payload: z.strictObject({ passkeyUuid: zId }) },
  /** The entity is the invitation's future account: the invitation's own uuid until accepted. */
  'staff.invited': {
    entity: 'staff_user',
    payload: z.strictObject({ invitationUuid: zId, role: zCode, orgCodes: z.array(zCode).max(100) }),
  },
  'staff.invitation-accepted': { entity: 'staff_user', payload: z.strictObject({ invitationUuid: zId }) },
  'staff.changed': {
    entity: 'staff_user',
    payload: z.strictObject({ role: zCode, orgCodes: z.array(zCode).max(100) }),
  },
  'staff.disabled': { entity: 'staff_user', payload: none },
  'staff.enabled': { entity: 'staff_user', payload: none },
  'staff.second-factor-reset': { entity: 'staff_user', payload: none },
  'staff.session-revoked': { entity: 'staff_user', payload: z.strictObject({ sessionId: zId }) },
  'ops.application-viewed': { entity: 'heloc_application', payload: none },
  'ops.event-sent': {
    entity: 'heloc_application',
    payload: z.strictObject({ event: zCode, actor: zCode, from: zCode, to: zCode }),
  },
  /** Maker-checker: a decision proposed, then approved (the move is `ops.event-sent`), rejected or found stale. */
  'ops.proposal-made': {
    entity: 'heloc_application',
    payload: z.strictObject({ proposalUuid: zId, event: zCode, step: zCode }),
  },
  'ops.proposal-approved': {
    entity: 'heloc_application',
    payload: z.strictObject({ proposalUuid: zId, event: zCode, proposedBy: zId }),
  },
  'ops.proposal-rejected': {
    entity: 'heloc_application',
    payload: z.strictObject({ proposalUuid: zId, event: zCode, proposedBy: zId }),
  },
  /** Nobody decided it within PROPOSAL_TTL_HOURS. */
  'ops.proposal-expired': {
    entity: 'heloc_application',
    payload: z.strictObject({ proposalUuid: zId, event: zCode, proposedBy: zId }),
  },
  'ops.proposal-stale': {
    entity: 'heloc_application',
    payload: z.strictObject({ proposalUuid: zId, event: zCode, step: zCode }),
  },
  /** Who works an application: taken or given (`previousStaffUuid` when it changed hands), or released. */
  'ops.application-assigned': {
    entity: 'heloc_application',
    payload: z.strictObject({ staffUuid: zId, previousStaffUuid: zId.nullable() }),
  },
  'ops.application-unassigned': {
    entity: 'heloc_application',
    payload: z.strictObject({ previousStaffUuid: zId }),
  },
  'ops.sandbox-clock-advanced': {
    entity: 'sandbox_clock',
    payload: z.strictObject({ advancedMs: z.number().int().positive(), offsetMs: z.number().int() }),
  },
  /** A feature flag forced (or its variables replaced) for every lender (`*`) or one lender. */
  'ops.flag-override-set': {
    entity: 'feature_flag',
    payload: z.strictObject({ scope: zCode, flagKey: zCode, enabled: z.boolean().nullable() }),
  },
  'ops.flag-override-cleared': {
    entity: 'feature_flag',
    payload: z.strictObject({ scope: zCode, flagKey: zCode }),
  },
  'ops.condition-raised': {
    entity: 'application_condition',
    payload: z.strictObject({ applicationUuid: zId, category: zCode, signerUuid: zId.nullable() }),
  },
  'ops.condition-resolved': {
    entity: 'application_condition',
    payload: z.strictObject({ applicationUuid: zId, category: zCode, previousStatus: zCode }),
  },
  'ops.banner-created': {
    entity: 'banner',
    payload: z.strictObject({ organizationCode: zCode, variant: zCode, testOnly: z.boolean() }),
  },
  'ops.banner-scheduled': { entity: 'banner', payload: z.strictObject({ organizationCode: zCode }) },
  'ops.banner-retired': {
    entity: 'banner',
    payload: z.strictObject({ organizationCode: zCode, previousStatus: zCode }),
  },
  /** Staff exported the audit log as CSV: how many events, under which filters. */
  'ops.audit-exported': {
    entity: 'audit_log',
    payload: z.strictObject({
      count: zCount,
      action: zCode.optional(),
      actorUuid: zId.optional(),
      entityUuid: zId.optional(),
      applicationUuid: zId.optional(),
      from: zCode.optional(),
      to: zCode.optional(),
    }),
  },
  /**
   * A staff user saw an applicant's or signer's SSN and date of birth unmasked: whose (null
   * signerUuid: the applicant), which fields were on file, and the reason they gave.
   */
  'ops.pii-revealed': {
    entity: 'heloc_application',
    payload: z.strictObject({
      signerUuid: zId.nullable(),
      fields: z.array(z.enum(['ssn', 'dateOfBirth'])).max(2),
      reason: z.string().min(1).max(500),
    }),
  },
  /** A document's file shown inline in the console, or downloaded. */
  'ops.document-viewed': {
    entity: 'heloc_application',
    payload: z.strictObject({ documentUuid: zId, type: zCode }),
  },
  'ops.document-downloaded': {
    entity: 'heloc_application',
    payload: z.strictObject({ documentUuid: zId, type: zCode }),
  },
  'ops.condition-document-accepted': {
    entity: 'application_condition',
    payload: z.strictObject({ applicationUuid: zId, documentUuid: zId }),
  },
  /** The reason itself stays with the upload (the borrower reads it there). */
  'ops.condition-document-rejected': {
    entity: 'application_condition',
    payload: z.strictObject({ applicationUuid: zId, documentUuid: zId, reopened: z.boolean() }),
  },
  'ops.note-added': { entity: 'heloc_application', payload: z.strictObject({ noteUuid: zId }) },
  /** The whole file exported as JSON; `piiMasked` false when it held e-mail and phone in full. */
  'ops.application-exported': {
    entity: 'heloc_application',
    payload: z.strictObject({ piiMasked: z.boolean() }),
  },
  /** Staff exported a lender's HMDA register: which lender, which dates, how many records. */
  'ops.hmda-lar-exported': {
    entity: 'lender',
    payload: z.strictObject({ organizationCode: zCode, from: zCode, to: zCode, count: zCount }),
  },
  /** The export was refused because records failed the CFPB's edits: how many failures. */
  'ops.hmda-lar-refused': {
    entity: 'lender',
    payload: z.strictObject({
      organizationCode: zCode,
      from: zCode,
      to: zCode,
      count: zCount,
      failures: zCount,
    }),
  },
  'ops.hmda-settings-changed': {
    entity: 'lender',
    payload: z.strictObject({ organizationCode: zCode, agencyCode: zCode }),
  },
  /** An agent's work on a support chat: claim, reply (by number), transfer, close. */
  'ops.chat-claimed': { entity: 'chat_conversation', payload: z.strictObject({ organizationCode: zCode }) },
  'ops.chat-replied': { entity: 'chat_conversation', payload: z.strictObject({ seq: zCount }) },
  'ops.chat-transferred': {
    entity: 'chat_conversation',
    payload: z.strictObject({ fromStaffUuid: zId.nullable(), toStaffUuid: zId.nullable() }),
  },
  'ops.chat-closed': { entity: 'chat_conversation', payload: z.strictObject({ organizationCode: zCode }) },
  'ops.chat-canned-reply-saved': {
    entity: 'chat_canned_reply',
    payload: z.strictObject({ organizationCode: zCode, created: z.boolean() }),
  },
  'ops.chat-canned-reply-deleted': {
    entity: 'chat_canned_reply',
    payload: z.strictObject({ organizationCode: zCode }),
  },
  /** Staff read a page of the CEO feedback (the messages, decrypted). */
  'ops.ceo-feedback-read': { entity: 'ceo_feedback', payload: z.strictObject({ count: zCount }) },
  /** Staff read a page of the chatbot's feedback (the questions and extra words, decrypted). */
  'ops.chatbot-feedback-read': { entity: 'chatbot_feedback', payload: z.strictObject({ count: zCount }) },
  'borrower.ceo-feedback-sent': {
    entity: 'ceo_feedback',
    payload: z.strictObject({ organizationCode: zCode, topic: zCode }),
  },
  'borrower.condition-document-uploaded': {
    entity: 'application_condition',
    payload: z.strictObject({ applicationUuid: zId, documentUuid: zId, type: zCode, uploaded: zCount }),
  },
  'borrower.condition-phone-number-given': {
    entity: 'application_condition',
    payload: z.strictObject({ applicationUuid: zId }),
  },
  'borrower.income-linked': {
    entity: 'heloc_application',
    payload: z.strictObject({ source: zCode, institutionId: zCode, accounts: zCount }),
  },
  'borrower.income-document-uploaded': {
    entity: 'heloc_application',
    payload: z.strictObject({
      documentUuid: zId,
      type: zCode,
      uploaded: zCount,
      required: zCount,
      conditionUuid: zId.optional(),
    }),
  },
  'borrower.co-deeder-invited': { entity: 'heloc_application', payload: z.strictObject({ inviteUuid: zId }) },
  'borrower.co-deed-invitation-resent': {
    entity: 'heloc_application',
    payload: z.strictObject({ inviteUuid: zId }),
  },
  'borrower.co-deeder-withdrawn': {
    entity: 'heloc_application',
    payload: z.strictObject({ inviteUuid: zId, previousStatus: zCode }),
  },
  'signer.invitation-accepted': {
    entity: 'heloc_application',
    payload: z.strictObject({ signerUuid: zId, newAccount: z.boolean() }),
  },
  'signer.identity-uploaded': {
    entity: 'heloc_application',
    payload: z.strictObject({ signerUuid: zId, idType: zCode, documentUuids: z.array(zId) }),
  },
  'signer.document-signed': {
    entity: 'heloc_application',
    payload: z.strictObject({ signerUuid: zId, documentUuid: zId, type: zCode }),
  },
  'signer.all-signed': {
    entity: 'heloc_application',
    payload: z.strictObject({ signerUuid: zId, documentUuid: zId, type: zCode }),
  },
} as const satisfies Record<string, { entity: AuditEntityType; payload: z.ZodType<Record<string, unknown>> }>;

export type AuditAction = keyof typeof AUDIT_EVENTS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_EVENTS) as AuditAction[];
export type AuditPayload<A extends AuditAction> = z.output<(typeof AUDIT_EVENTS)[A]['payload']>;

/** Any event's payload, as stored in `audit_events.details`. */
export type StoredAuditPayload = { [A in AuditAction]: AuditPayload<A> }[AuditAction];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_EVENTS, value);
}
