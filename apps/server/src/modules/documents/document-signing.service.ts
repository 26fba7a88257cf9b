import type { DocumentType } from '@hearth/domain/enums/document-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { SignDocumentBody } from '@hearth/domain/journey/document-signing';
import { formatLegalName, type LegalName } from '@hearth/domain/journey/signature-name';
import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import type { Db } from '../../db/client.ts';
import { withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { readApplicantName } from '../application/stored-application.ts';
import { findApplicationDocument, listDocuments } from './document.repository.ts';
import type { DocumentStorage } from './document-storage.ts';
import type { DocumentSummary } from './documents.schemas.ts';
import { toDocumentSummary } from './documents.service.ts';
import { signDocument } from './sign-document.ts';

interface SigningStep {
  /** Sent once every generated document of `types` is signed (and `anchor` exists). */
  event: StepEvent;
  types: readonly DocumentType[];
  anchor: DocumentType;
  /** PRG-038 / PRG-043: the disclosure-list flags the client reads, set with the move. */
  flags: Readonly<Record<string, boolean>>;
}

/**
 * What the borrower signs at each signing step: the application summary with the early HELOC
 * disclosure the GEN_APPLICATION_DISCLOSURE job generated, and the closing package (the deed of
 * trust is signed before the notary, not here).
 */
export const SIGNING_STEPS: Readonly<Record<string, SigningStep>> = {
  SUMMARY_DISCLOSURE: {
    event: 'SUMMARY_SIGNED',
    types: ['EARLY_HELOC_DISCLOSURE', 'APPLICATION_SUMMARY'],
    anchor: 'APPLICATION_SUMMARY',
    flags: { summaryReady: true, summaryComplete: true },
  },
  NOTE_SIGNING: {
    event: 'NOTE_SIGNED',
    types: [
      'NOTE',
      'ACCOUNT_OPENING_DISCLOSURE',
      'NOTICE_OF_RIGHT_TO_CANCEL',
      'STATEMENT_OF_LOAN',
      'RIGHT_NOT_TO_CLOSE',
      'GLBA_NOTICE',
    ],
    anchor: 'NOTE',
    flags: { closingReady: true, closingComplete: true },
  },
};

export interface SignedDocumentResult {
  document: DocumentSummary;
  /** Whether this signature completed the step's documents (and moved the step). */
  stepCompleted: boolean;
  serverStep: string;
}

export interface SignOwnDocumentInput {
  identityUuid: string;
  applicationUuid: string;
  documentUuid: string;
  ip: string;
  userAgent: string | null;
  body: SignDocumentBody;
  piiKey: Buffer;
  storage: DocumentStorage;
}

function findSigningStep(application: ApplicationRecord, type: string): SigningStep {
  const step = SIGNING_STEPS[application.serverStep];
  if (!step) {
    throw new AppError('CONFLICT', [
      `The application is at ${application.serverStep}; documents are signed at ${Object.keys(SIGNING_STEPS).join(' or ')}`,
    ]);
  }
  if (!(step.types as readonly string[]).includes(type)) {
    throw new AppError('CONFLICT', [`This document is not signed at ${application.serverStep}`]);
  }
  return step;
}

function readDisclosureFlags(application: ApplicationRecord): Record<string, boolean> {
  return application.status.disclosures ?? {};
}

/** The applicant's legal name as registered, for the signature check and the stamp (decrypted only here). */
function readLegalName(application: ApplicationRecord, piiKey: Buffer): LegalName {
  return readApplicantName(application, piiKey) ?? {};
}

/**
 * 007 `POST P/documents/{documentUuid}/sign`: the owner signs one document of the current signing
 * step (signer, time, IP and the original's hash stamped by `signDocument`). The signature that
 * completes the step's documents sends its event in the same transaction. Someone else's
 * document is 404; a second signature or the wrong step is 409 and nothing is stored.
 */
export async function signOwnDocument(db: Db, input: SignOwnDocumentInput): Promise<SignedDocumentResult> {
  const owner = { uuid: input.applicationUuid, identityUuid: input.identityUuid };
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    const document = await findApplicationDocument(tx, input.applicationUuid, input.documentUuid);
    if (!document) {
      throw new AppError('NOT_FOUND');
    }
    const step = findSigningStep(application, document.type);
    const legalName = readLegalName(application, input.piiKey);
    const signed = await signDocument(tx, {
      documentUuid: document.uuid,
      signer: {
        identityUuid: input.identityUuid,
        name: formatLegalName(legalName) || 'Applicant',
        legalName,
      },
      ip: input.ip,
      userAgent: input.userAgent,
      signature: input.body.signature,
      now: await now(tx),
      storage: input.storage,
    });
    try {
      const documents = await listDocuments(tx, input.applicationUuid);
      const ofStep = documents.filter((row) => (step.types as readonly string[]).includes(row.type));
      const complete =
        ofStep.some((row) => row.type === step.anchor) && ofStep.every((row) => row.status !== 'GENERATED');
      if (!complete) {
        return {
          document: toDocumentSummary(signed),
          stepCompleted: false,
          serverStep: application.serverStep,
        };
      }
      const moved = await transitionApplication(tx, {
        uuid: application.uuid,
        event: step.event,
        actor: 'BORROWER',
        actorId: input.identityUuid,
        detail: { documentUuids: ofStep.map((row) => row.uuid) },
        statusPatch: { disclosures: { ...readDisclosureFlags(application), ...step.flags } },
      });
      return { document: toDocumentSummary(signed), stepCompleted: true, serverStep: moved.to };
    } catch (error) {
      // The transaction rolls the row back; the stamped copy must not outlive it.
      if (signed.signedStorageKey) {
        await input.storage.remove(signed.signedStorageKey);
      }
      throw error;
    }
  });
}
