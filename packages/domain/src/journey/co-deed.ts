import { z } from 'zod';
import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zEmail } from '../validation/email.ts';
import { zFirstName, zLastName } from '../validation/name.ts';

/** Decision 007 `POST P/co-deeders`: another owner on title, invited to sign as an additional signer. */
export const CO_DEED_MESSAGES = {
  duplicate: 'This person has already been invited',
  self: 'Please enter the other owner’s email address, not your own',
  tooMany: 'No more additional signers can be invited to this application',
  alreadySigned: 'This owner has already signed; their invitation can no longer be changed',
  withdrawn: 'This invitation was withdrawn',
} as const;

/** The same name and email rules as registration (production names: letters, space and hyphen). */
export const zCoDeederBody = z.strictObject({
  firstName: zFirstName,
  lastName: zLastName({ isProduction: true }),
  email: zEmail,
});
export type CoDeederBody = z.output<typeof zCoDeederBody>;
export type CoDeederForm = z.input<typeof zCoDeederBody>;

/**
 * INVITED until the owner accepts the invitation in their own area (ACCEPTED: an account exists),
 * SIGNED once every document asked of them is signed; WITHDRAWN when the borrower takes it back.
 */
export const CO_DEED_INVITE_STATUSES = ['INVITED', 'ACCEPTED', 'SIGNED', 'WITHDRAWN'] as const;
export const zCoDeedInviteStatus = z.enum(CO_DEED_INVITE_STATUSES);
export type CoDeedInviteStatus = z.infer<typeof zCoDeedInviteStatus>;

/** `P/co-deeders/{inviteUuid}`: one invitation of the borrower's application. */
export const zCoDeederParams = zApplicationParams.extend({
  inviteUuid: z.uuid({ message: 'Not a valid invitation uuid' }),
});

/** An invitation as the borrower who sent it sees it (007 `GET …/heloc/co-deed/status`). */
export const zCoDeedInvite = z.strictObject({
  uuid: z.uuid(),
  applicationUuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: zCoDeedInviteStatus,
  invitedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  /**
   * Outside production only, in the answer that created it: the one-time link the lender's e-mail
   * would carry (`/heloc-signer/resume?token=…`), so the sandbox can be walked without a mailbox.
   */
  invitationLink: z.string().optional(),
});
export type CoDeedInvite = z.infer<typeof zCoDeedInvite>;

export const zCoDeedStatus = z.array(zCoDeedInvite);

/** Whether the invitation still counts: a withdrawn one asks nothing of anyone. */
export function isActiveInvite(invite: { status: string }): boolean {
  return invite.status !== 'WITHDRAWN';
}
