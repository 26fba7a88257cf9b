import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.ts';

/** Decision 007, the deed before a notary: the disclosure, a manual appointment, or the e-notary session. */
export const NOTARY_MESSAGES = {
  slotRequired: 'Please choose a time',
  slotNotOffered: 'That time is no longer available. Please choose another one',
  from: 'Please give the first day as yyyy-MM-dd',
  deviceCheck: 'Your camera, microphone and location must pass the device check first',
  answers: 'Please answer every identity question',
} as const;

export const ANSWER_REQUIRED = 'Please answer this question';

/**
 * The sandbox's knowledge-based identity questions (a real e-notary vendor asks these from credit
 * files). The answers travel as `questionId:optionId`; the sandbox vendor accepts any complete set.
 */
export const IDENTITY_QUESTIONS = [
  { id: 'street', options: ['maple', 'oak', 'cedar', 'none'] },
  { id: 'vehicle', options: ['sedan2015', 'suv2018', 'truck2020', 'none'] },
  { id: 'lender', options: ['northbank', 'riverfin', 'summitloans', 'none'] },
] as const;

export const zIdentityAnswers = z.object({
  street: z.string().min(1, ANSWER_REQUIRED),
  vehicle: z.string().min(1, ANSWER_REQUIRED),
  lender: z.string().min(1, ANSWER_REQUIRED),
});
export type IdentityAnswers = z.infer<typeof zIdentityAnswers>;

export function toAnswerList(answers: IdentityAnswers): string[] {
  return IDENTITY_QUESTIONS.map((question) => `${question.id}:${answers[question.id]}`);
}

/** One answer per question, each an option of that question. */
export function isCompleteAnswerSet(answers: readonly string[]): boolean {
  if (answers.length !== IDENTITY_QUESTIONS.length) {
    return false;
  }
  return IDENTITY_QUESTIONS.every((question) => {
    const given = answers.filter((answer) => answer.startsWith(`${question.id}:`));
    const option = given[0]?.slice(question.id.length + 1) ?? '';
    return given.length === 1 && (question.options as readonly string[]).includes(option);
  });
}

/** 007 `POST P/notary/disclosure/acknowledge`: nothing but the acknowledgement itself. */
export const zNotaryAcknowledgeBody = z.strictObject({});

/** 007 `POST P/notary/e-notary`. */
export const zENotaryBody = z.strictObject({
  deviceCheck: z.literal(true, { error: NOTARY_MESSAGES.deviceCheck }),
  answers: z
    .array(z.string().max(64), { error: NOTARY_MESSAGES.answers })
    .max(10)
    .refine(isCompleteAnswerSet, { error: NOTARY_MESSAGES.answers }),
});
export type ENotaryBody = z.infer<typeof zENotaryBody>;

/** The slot form and 007 `POST P/notary/manual`: the start of one of the offered slots. */
export const zManualNotaryBody = z.strictObject({
  slotStart: z
    .string({ error: NOTARY_MESSAGES.slotRequired })
    .min(1, { error: NOTARY_MESSAGES.slotRequired, abort: true })
    .pipe(z.iso.datetime({ offset: true, error: NOTARY_MESSAGES.slotNotOffered })),
});
export type ManualNotaryBody = z.infer<typeof zManualNotaryBody>;

/** 007 `GET P/notary/slots?from=yyyy-MM-dd` (`org` is the SPA's lender parameter). */
export const zNotarySlotsQuery = z.strictObject({
  from: z.string({ error: NOTARY_MESSAGES.from }).refine(isIsoDate, { error: NOTARY_MESSAGES.from }),
  org: z.string().optional(),
});

export const zNotarySlots = z.strictObject({
  timeZone: z.string(),
  slots: z.array(z.strictObject({ start: z.iso.datetime(), end: z.iso.datetime() })),
});
export type NotarySlots = z.infer<typeof zNotarySlots>;

export const zNotaryResult = z.strictObject({
  serverStep: z.string(),
  requestedManualNotaryTime: z.iso.datetime().nullable(),
  /** The e-notary session's address, once started. */
  joinUrl: z.string().nullable(),
});
export type NotaryResult = z.infer<typeof zNotaryResult>;
