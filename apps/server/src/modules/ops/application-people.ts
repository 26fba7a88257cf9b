import type { OpsPerson } from '@hearth/domain/ops/application-file';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { Db } from '../../db/client.ts';
import { decryptPii } from '../../lib/pii.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { readApplicantName } from '../application/stored-application.ts';
import { findProfileByIdentity, type ProfileRow } from '../profile/profile.repository.ts';
import { isCoDeeder } from '../signer/signer-records.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { piiView } from './application-access.ts';

/** '(503) 555-0123' → '***-***-0123'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.length >= 4 ? digits.slice(-4) : '****'}`;
}

/** The mobile number first, else any number on the profile. */
function phoneOf(profile: ProfileRow | undefined): string | null {
  const numbers = profile?.phoneNumbers ?? [];
  return (numbers.find((phone) => phone.type === 'MOBILE') ?? numbers[0])?.number ?? null;
}

/** The people of a file with the PII they hold in the clear: only the reveal and the views below read it. */
export interface FilePeople {
  applicant: PersonRecord;
  signers: PersonRecord[];
}

export interface PersonRecord {
  kind: 'APPLICANT' | 'SIGNER';
  signerUuid: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** Ciphertexts (`v1.…`), decrypted only when shown. */
  ssnEncrypted: string | null;
  dobEncrypted: string | null;
  status: string | null;
  invitedAt: string | null;
  acceptedAt: string | null;
  signedAt: string | null;
}

/**
 * The applicant (the application's name and date of birth, else the profile's) and every owner on
 * title invited to sign (their invitation entry, and their own profile once they accepted).
 */
export async function loadFilePeople(
  db: Db,
  application: ApplicationRow,
  applicantEmail: string,
  piiKey: Buffer,
): Promise<FilePeople> {
  const profile = await findProfileByIdentity(db, application.identityUuid);
  const name = readApplicantName(application, piiKey);
  const applicant: PersonRecord = {
    kind: 'APPLICANT',
    signerUuid: null,
    firstName: name?.firstName ?? profile?.firstName ?? null,
    lastName: name?.lastName ?? profile?.lastName ?? null,
    email: applicantEmail,
    phone: phoneOf(profile),
    ssnEncrypted: application.ssnEncrypted,
    dobEncrypted: application.applicantDobEncrypted ?? profile?.dobEncrypted ?? null,
    status: null,
    invitedAt: null,
    acceptedAt: null,
    signedAt: null,
  };
  const signers: PersonRecord[] = [];
  for (const signer of application.helocSigners.filter(isCoDeeder)) {
    const signerProfile = signer.identityUuid
      ? await findProfileByIdentity(db, signer.identityUuid)
      : undefined;
    signers.push({
      kind: 'SIGNER',
      signerUuid: signer.uuid,
      firstName: signer.firstName,
      lastName: signer.lastName,
      email: signer.email,
      phone: phoneOf(signerProfile),
      ssnEncrypted: null,
      dobEncrypted: signerProfile?.dobEncrypted ?? null,
      status: signer.status,
      invitedAt: signer.invitedAt ?? null,
      acceptedAt: signer.acceptedAt ?? null,
      signedAt: signer.signedAt ?? null,
    });
  }
  return { applicant, signers };
}

/** A person as the staff user may see them: SSN and date of birth never in the clear here. */
export function toOpsPerson(
  person: PersonRecord,
  staff: Pick<AuthenticatedStaff, 'role'>,
  piiKey: Buffer,
): OpsPerson {
  const pii = piiView(staff);
  const unmasked = hasPermission(staff.role, 'applications.pii');
  return {
    kind: person.kind,
    signerUuid: person.signerUuid,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email === null ? null : pii.email(person.email),
    phone: person.phone === null ? null : unmasked ? person.phone : maskPhone(person.phone),
    ssnMasked: pii.ssn(person.ssnEncrypted ? decryptPii(person.ssnEncrypted, piiKey) : null),
    dobOnFile: person.dobEncrypted !== null,
    status: person.status,
    invitedAt: person.invitedAt,
    acceptedAt: person.acceptedAt,
    signedAt: person.signedAt,
  };
}
