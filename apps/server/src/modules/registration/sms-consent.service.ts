import type { ConsentPromptType } from '@hearth/domain/enums/consent-prompt-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { SavedSmsConsents, SaveSmsConsentsBody } from '@hearth/domain/registration/consent-prompt';
import type { Db } from '../../db/client.ts';
import { encryptPii } from '../../lib/pii.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { listAliases } from '../identity/identity.repository.ts';
import { isKnownConsentPrompt } from './consent-prompts.ts';
import { insertSmsConsents } from './sms-consent.repository.ts';

export const UNKNOWN_PROMPT_MESSAGE = 'Unknown consent prompt';
export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';

export interface SaveSmsConsentsInput {
  identityUuid: string;
  organizationCode: string;
  body: SaveSmsConsentsBody;
  now: Date;
}

/**
 * REG-040 (decision 008): records each SMS answer with the prompt version it answered (which must
 * be this lender's), the borrower's application when named (theirs only: 404 otherwise) and the
 * phone number on the identity at that moment, encrypted. One transaction: all answers or none.
 */
export async function saveSmsConsents(
  db: Db,
  piiKey: Buffer,
  input: SaveSmsConsentsInput,
): Promise<SavedSmsConsents> {
  const { identityUuid, organizationCode, body, now } = input;
  for (const answer of body.consents) {
    if (!isKnownConsentPrompt(organizationCode, answer.type as ConsentPromptType, answer.promptUuid)) {
      throw new AppError('VALIDATION', [UNKNOWN_PROMPT_MESSAGE]);
    }
  }
  const rows = await db.transaction(async (tx) => {
    if (body.applicationUuid && !(await findApplicationForOwner(tx, body.applicationUuid, identityUuid))) {
      throw new AppError('NOT_FOUND', [APPLICATION_NOT_FOUND_MESSAGE]);
    }
    const phone = (await listAliases(tx, identityUuid)).find((alias) => alias.type === 'Phone')?.value;
    return insertSmsConsents(
      tx,
      body.consents.map((answer) => ({
        identityUuid,
        organizationCode,
        applicationUuid: body.applicationUuid ?? null,
        type: answer.type,
        promptUuid: answer.promptUuid.toLowerCase(),
        accepted: answer.accepted,
        phoneNumberEncrypted: phone ? encryptPii(phone, piiKey) : null,
        consentedAt: now,
      })),
    );
  });
  return {
    consents: rows.map((row) => ({
      uuid: row.uuid,
      type: row.type as ConsentPromptType,
      promptUuid: row.promptUuid,
      accepted: row.accepted,
      applicationUuid: row.applicationUuid,
      consentedAt: row.consentedAt.toISOString(),
    })),
  };
}
