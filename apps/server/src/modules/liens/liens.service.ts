import type { LiensAttestBody, LiensDisputeBody, LiensView, LienView } from '@hearth/domain/journey/liens';
import { isMarkedForPayoff, sumPayoffs } from '@hearth/domain/offers/liability';
import type { Db } from '../../db/client.ts';
import type { JsonObject } from '../../db/stored-json.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { Lien } from '../../providers/lien-provider.ts';
import { type Owner, requireOwnApplication } from '../journey/own-application.ts';

/** OFR-009/010: a lien of record as the liability the borrower confirms. */
function toLienView(lien: Lien): LienView {
  return {
    position: lien.position,
    holder: lien.holder,
    type: lien.type,
    monetaryBalance: lien.balance,
    monetaryCalculatedNextPaymentMinimumAmount: lien.monthlyPayment,
    payOff: lien.payOffStatus ? { status: lien.payOffStatus } : null,
  };
}

function isInquiry(value: unknown): value is { creditor: string; date?: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { creditor?: unknown }).creditor === 'string'
  );
}

/** The credit inquiries staff listed when they found new credit before closing (NEW_INQUIRIES_FOUND). */
async function readNewInquiries(db: Db, applicationUuid: string) {
  const timeline = await readTimeline(db, applicationUuid);
  const found = timeline.findLast((entry) => entry.event === 'NEW_INQUIRIES_FOUND');
  const listed = Array.isArray(found?.detail?.inquiries) ? found.detail.inquiries : [];
  return listed.filter(isInquiry).map((inquiry) => ({
    creditor: inquiry.creditor,
    date: typeof inquiry.date === 'string' ? inquiry.date : null,
  }));
}

/** `GET P/liens`: the liens of record (OFR-009), the payoffs among them (OFR-010) and new inquiries. */
export async function getLiens(db: Db, owner: Owner): Promise<LiensView> {
  const application = await requireOwnApplication(db, owner);
  const report = await findLatestProviderResult(db, application.uuid, 'LIENS');
  const liens = (report?.liens ?? []).map(toLienView);
  return {
    serverStep: application.serverStep,
    liens,
    totalBalance: liens.reduce((sum, lien) => sum + lien.monetaryBalance, 0),
    payoffTotal: sumPayoffs(liens).toNumber(),
    newLienPosition: report?.newLienPosition ?? null,
    inquiries: await readNewInquiries(db, application.uuid),
  };
}

async function moveLiens(
  db: Db,
  owner: Owner,
  step: 'LIEN_VERIFICATION' | 'LIEN_ATTESTATION',
  event: 'LIENS_CONFIRMED' | 'LIENS_DISPUTED' | 'LIENS_ATTESTED',
  detail: JsonObject,
) {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, [step]);
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event,
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail,
    });
    return { serverStep: moved.to };
  });
}

/** LIEN_VERIFICATION → LIENS_CONFIRMED: the liens are the borrower's, payoffs included. */
export async function confirmLiens(db: Db, owner: Owner) {
  const { liens } = await getLiens(db, owner);
  const payoffs = liens.filter(isMarkedForPayoff).map((lien) => lien.position);
  return moveLiens(db, owner, 'LIEN_VERIFICATION', 'LIENS_CONFIRMED', { payoffPositions: payoffs });
}

/** LIEN_VERIFICATION → LIENS_DISPUTED: staff review the lien position with the borrower's reason. */
export function disputeLiens(db: Db, owner: Owner, body: LiensDisputeBody) {
  return moveLiens(db, owner, 'LIEN_VERIFICATION', 'LIENS_DISPUTED', { reason: body.reason });
}

/** LIEN_ATTESTATION → LIENS_ATTESTED: no new lien on the home since the application. */
export function attestLiens(db: Db, owner: Owner, body: LiensAttestBody) {
  return moveLiens(db, owner, 'LIEN_ATTESTATION', 'LIENS_ATTESTED', { attested: body.attested });
}
