import { AppError } from '@hearth/domain/errors/app-error';
import {
  PII_REVEAL_MESSAGES,
  type RevealPiiBody,
  type RevealPiiResponse,
} from '@hearth/domain/ops/application-file';
import { decryptPii } from '../../lib/pii.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { type FileDeps, loadStaffApplication } from './application-file.service.ts';
import { loadFilePeople } from './application-people.ts';

/** '123456789' → '123-45-6789'; anything else as stored. */
export function formatSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : ssn;
}

/**
 * The applicant's (or a named signer's) SSN and date of birth in the clear. The route allows only
 * staff with `applications.pii`; the reveal, its fields and the reason given are audited before
 * anything is returned.
 */
export async function revealPii(
  deps: FileDeps,
  staff: Pick<AuthenticatedStaff, 'uuid' | 'orgCodes'>,
  uuid: string,
  body: RevealPiiBody,
): Promise<RevealPiiResponse> {
  const { application, email } = await loadStaffApplication(deps.db, staff, uuid);
  const people = await loadFilePeople(deps.db, application, email, deps.piiKey);
  const person =
    body.signerUuid === undefined
      ? people.applicant
      : people.signers.find((signer) => signer.signerUuid === body.signerUuid);
  if (!person) {
    throw new AppError('NOT_FOUND', [PII_REVEAL_MESSAGES.noSuchSigner]);
  }
  const ssn = person.ssnEncrypted ? formatSsn(decryptPii(person.ssnEncrypted, deps.piiKey)) : null;
  const dateOfBirth = person.dobEncrypted ? decryptPii(person.dobEncrypted, deps.piiKey) : null;
  await appendAudit(deps.db, {
    action: 'ops.pii-revealed',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: uuid,
    payload: {
      signerUuid: person.signerUuid,
      fields: [
        ...(ssn === null ? [] : ['ssn' as const]),
        ...(dateOfBirth === null ? [] : ['dateOfBirth' as const]),
      ],
      reason: body.reason,
    },
  });
  return { signerUuid: person.signerUuid, ssn, dateOfBirth };
}
