import { z } from 'zod';
import { zCoDeedInviteStatus } from '../journey/co-deed.ts';

/**
 * `GET …/heloc/signer`: one application the caller co-signs, as an owner on title may see it —
 * who borrows, the property and the line it secures, and how far their own part has come. Never
 * the borrower's credit, income or accounts.
 */
export const zSignerApplication = z.strictObject({
  applicationUuid: z.uuid(),
  signerUuid: z.uuid(),
  status: zCoDeedInviteStatus,
  firstName: z.string(),
  lastName: z.string(),
  borrowerName: z.string(),
  lenderName: z.string(),
  loanNumber: z.string(),
  propertyAddress: z.string().nullable(),
  /** The most the deed of trust secures (the selected line amount), dollars. */
  creditLimit: z.number().nullable(),
  /** False once the borrower withdrew the invitation or the application was cancelled or declined. */
  active: z.boolean(),
  identityUploaded: z.boolean(),
  documentsSigned: z.number().int().nonnegative(),
  documentsToSign: z.number().int().nonnegative(),
  /** The right to cancel is running: every owner on title may rescind (Reg Z 1026.15). */
  canRescind: z.boolean(),
  acceptedAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
});
export type SignerApplication = z.infer<typeof zSignerApplication>;

export const zSignerApplicationList = z.array(zSignerApplication);

export const zSignerParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
});

export const zSignerDocumentParams = zSignerParams.extend({
  documentUuid: z.uuid({ message: 'Not a valid document uuid' }),
});

export const SIGNER_MESSAGES = {
  inactive: 'This application no longer needs your signature',
  identityFirst: 'Please upload your ID before signing',
  notYours: 'This document is not one of yours to sign',
} as const;

/** `POST …/heloc/signer/{uuid}/identity/documents`: the stored sides of the ID. */
export const zSignerIdentityResult = z.strictObject({
  documents: z.array(z.strictObject({ uuid: z.uuid(), type: z.string() })),
  signer: zSignerApplication,
});
export type SignerIdentityResult = z.infer<typeof zSignerIdentityResult>;

export type SignerPage = 'cancelled' | 'intro' | 'identity' | 'sign' | 'documents';

/**
 * Where an additional signer goes next (the resume page): cancelled when nothing is asked of them
 * any more, their signed copies once they have signed, else the next of intro → identity → sign.
 * `introSeen` is the intro read in this visit.
 */
export function getSignerPage(
  signer: Pick<SignerApplication, 'active' | 'status' | 'identityUploaded'>,
  introSeen = false,
): SignerPage {
  if (!signer.active) {
    return 'cancelled';
  }
  if (signer.status === 'SIGNED') {
    return 'documents';
  }
  if (!signer.identityUploaded) {
    return introSeen ? 'identity' : 'intro';
  }
  return 'sign';
}
