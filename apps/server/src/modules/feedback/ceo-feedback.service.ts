import { AppError } from '@hearth/domain/errors/app-error';
import type {
  CeoFeedbackBody,
  OpsCeoFeedback,
  OpsCeoFeedbackPage,
  OpsCeoFeedbackQuery,
} from '@hearth/domain/feedback/ceo-feedback';
import { zCeoFeedbackTopic } from '@hearth/domain/feedback/ceo-feedback';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import { MAIN_BRAND } from '@hearth/domain/org/org-constants';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { type CeoFeedbackRow, insertCeoFeedback, listCeoFeedback } from './ceo-feedback.repository.ts';

export const CEO_FEEDBACK_NOT_OFFERED = 'Feedback to the CEO is not offered for this lender';
export const APPLICATION_NOT_FOUND = 'Application not found';

/**
 * API-014, CND-022/030: only the main brand's borrowers write to its CEO. The message is stored
 * encrypted (it is free text); a named application must be the caller's own (else 404).
 */
export async function sendCeoFeedback(
  deps: { db: Db; piiKey: Buffer },
  caller: { identityUuid: string; org: OrgConfig },
  body: CeoFeedbackBody,
): Promise<{ uuid: string; createdAt: string }> {
  if (caller.org.brand !== MAIN_BRAND) {
    throw new AppError('FORBIDDEN', [CEO_FEEDBACK_NOT_OFFERED]);
  }
  return deps.db.transaction(async (tx) => {
    if (
      body.applicationUuid &&
      !(await findApplicationForOwner(tx, body.applicationUuid, caller.identityUuid))
    ) {
      throw new AppError('NOT_FOUND', [APPLICATION_NOT_FOUND]);
    }
    const row = await insertCeoFeedback(tx, {
      organizationCode: caller.org.companyInfo.orgCode,
      identityUuid: caller.identityUuid,
      applicationUuid: body.applicationUuid ?? null,
      topic: body.topic,
      messageEncrypted: encryptPii(body.message, deps.piiKey),
      marketingConsent: body.marketingConsent,
      pathname: body.pathname,
      productType: body.productType,
    });
    await appendAudit(tx, {
      action: 'borrower.ceo-feedback-sent',
      actor: { type: 'identity', uuid: caller.identityUuid },
      entityUuid: row.uuid,
      payload: { organizationCode: caller.org.companyInfo.orgCode, topic: body.topic },
    });
    return { uuid: row.uuid, createdAt: row.createdAt.toISOString() };
  });
}

function toOpsCeoFeedback(row: CeoFeedbackRow, piiKey: Buffer): OpsCeoFeedback {
  return {
    uuid: row.uuid,
    orgCode: row.organizationCode,
    identityUuid: row.identityUuid,
    applicationUuid: row.applicationUuid,
    topic: zCeoFeedbackTopic.parse(row.topic),
    message: decryptPii(row.messageEncrypted, piiKey),
    marketingConsent: row.marketingConsent,
    pathname: row.pathname,
    productType: 'HELOC',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff read the feedback a page at a time, newest first; the reading is audited. */
export async function listOpsCeoFeedback(
  deps: { db: Db; piiKey: Buffer },
  staff: { uuid: string; orgCodes: readonly string[] },
  query: OpsCeoFeedbackQuery,
): Promise<OpsCeoFeedbackPage> {
  const { rows, total } = await listCeoFeedback(deps.db, {
    organizationCodes: visibleLenders(staff.orgCodes, query.org),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  await appendAudit(deps.db, {
    action: 'ops.ceo-feedback-read',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: null,
    payload: { count: rows.length },
  });
  return {
    items: rows.map((row) => toOpsCeoFeedback(row, deps.piiKey)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** The lenders a list may show: the one asked for, within those the staff user works for (none = all). */
function visibleLenders(
  worksFor: readonly string[],
  asked: string | undefined,
): readonly string[] | undefined {
  if (asked === undefined) {
    return worksFor.length === 0 ? undefined : worksFor;
  }
  return worksFor.length === 0 || worksFor.includes(asked) ? [asked] : [];
}
