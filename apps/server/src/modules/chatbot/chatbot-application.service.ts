import {
  composeApplicationAnswer,
  composeNoApplicationAnswer,
  composeNotYoursAnswer,
  composeSignInAnswer,
} from '@hearth/domain/chatbot/application-answer';
import type { ApplicationIntent } from '@hearth/domain/chatbot/application-intent';
import type { ChatbotAnswer } from '@hearth/domain/chatbot/chatbot-answer';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Language } from '@hearth/domain/profile/language';
import {
  type ApplicationReadDeps,
  getOwnApplication,
  listOwnApplications,
} from '../application/application.service.ts';
import { listBorrowerConditions } from '../conditions/conditions.service.ts';

/** The signed-in borrower asking, or null for a visitor who has not logged in. */
export type ChatIdentity = { identityUuid: string } | null;

/**
 * "What's my next step?" and its kin, answered from the application read and the open requests the
 * borrower's pages show, through the same owner-checked services (someone else's application is
 * not found, and the reply says nothing about it). Without `applicationUuid`, the borrower's newest
 * application answers.
 */
export async function answerFromApplication(
  deps: ApplicationReadDeps,
  identity: ChatIdentity,
  applicationUuid: string | null,
  intent: ApplicationIntent,
  language: Language = 'en',
): Promise<ChatbotAnswer> {
  if (!identity) {
    return composeSignInAnswer(intent, language);
  }
  const uuid = applicationUuid ?? (await listOwnApplications(deps, identity.identityUuid))[0]?.uuid;
  if (!uuid) {
    return composeNoApplicationAnswer(language);
  }
  try {
    const application = await getOwnApplication(deps, identity.identityUuid, uuid);
    const conditions =
      intent === 'NEXT_STEP' || intent === 'DOCUMENTS'
        ? await listBorrowerConditions(deps.db, identity.identityUuid, uuid)
        : [];
    return composeApplicationAnswer(intent, { application, conditions }, language);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return composeNotYoursAnswer(language);
    }
    throw error;
  }
}
