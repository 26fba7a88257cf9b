import { AppError } from '@hearth/domain/errors/app-error';
import { IDENTITY_EXISTS_MESSAGE } from '@hearth/domain/errors/error-messages';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/profile/language';
import type { RegisterBody } from '@hearth/domain/validation/register-body';
import { appendAudit } from '../audit/audit.repository.ts';
import { findOrg } from '../org/registry/index.ts';
import { insertProfile } from '../profile/profile.repository.ts';
import { isUniqueViolation } from './db-errors.ts';
import { findIdentityByEmail, insertIdentity, upsertAlias } from './identity.repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { hashPassword } from './password.ts';
import type { IssuedToken } from './token.service.ts';

export interface RegisteredIdentity {
  identityUuid: string;
  profileUuid: string;
  token: IssuedToken;
}

/**
 * API-048: identity + phone alias + borrower profile + audit event in one transaction, then a token.
 * Unknown organization → 400; an e-mail already registered (any case) → 409 'identity exists' (ERR-013).
 * The profile starts in `language`, the one the registering browser asked for.
 */
export async function registerIdentity(
  deps: IdentityDeps,
  organization: string,
  body: RegisterBody,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RegisteredIdentity> {
  const org = findOrg(organization);
  if (!org) {
    throw new AppError('UNKNOWN_ORG');
  }
  const email = body.email.toLowerCase();
  if (await findIdentityByEmail(deps.db, email)) {
    throw new AppError('CONFLICT', [IDENTITY_EXISTS_MESSAGE]);
  }
  const passwordHash = await hashPassword(body.password);
  const orgCode = org.companyInfo.orgCode;
  try {
    const created = await deps.db.transaction(async (tx) => {
      const identity = await insertIdentity(tx, { email, passwordHash, organizationCode: orgCode });
      await upsertAlias(tx, { identityUuid: identity.uuid, type: 'Phone', value: body.phoneNumber });
      const profile = await insertProfile(tx, {
        identityUuid: identity.uuid,
        email,
        phoneNumbers: [{ type: 'MOBILE', number: body.phoneNumber }],
        language,
      });
      await appendAudit(tx, {
        action: 'identity.registered',
        actor: { type: 'identity', uuid: identity.uuid },
        entityUuid: identity.uuid,
        payload: { organizationCode: orgCode, profileUuid: profile.uuid },
      });
      return { identityUuid: identity.uuid, profileUuid: profile.uuid };
    });
    const token = await deps.tokens.issueToken({ identityUuid: created.identityUuid, orgCode });
    return { ...created, token };
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', [IDENTITY_EXISTS_MESSAGE]);
    }
    throw error;
  }
}
