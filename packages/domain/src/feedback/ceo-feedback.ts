import { z } from 'zod';

/** CND-024: what the feedback is about. */
export const CEO_FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export const zCeoFeedbackTopic = z.enum(CEO_FEEDBACK_TOPICS, { message: 'Please choose a topic' });
export type CeoFeedbackTopic = z.infer<typeof zCeoFeedbackTopic>;

/** CND-025/026, 002 §9: feedback is 10 to 1000 characters. */
export const CEO_FEEDBACK_MIN = 10;
export const CEO_FEEDBACK_MAX = 1000;
export const CEO_FEEDBACK_TOO_SHORT = 'Must be at least 10 characters';
export const CEO_FEEDBACK_TOO_LONG = 'Must be at most 1000 characters';

export const zCeoFeedbackMessage = z
  .string({ message: CEO_FEEDBACK_TOO_SHORT })
  .trim()
  .min(CEO_FEEDBACK_MIN, CEO_FEEDBACK_TOO_SHORT)
  .max(CEO_FEEDBACK_MAX, CEO_FEEDBACK_TOO_LONG);

/** CND-027: the consent question is answered Yes or No. */
export const MARKETING_CONSENT_ANSWERS = ['YES', 'NO'] as const;

/** The modal's form (CND-024…027): the fields in the order they show. */
export const zCeoFeedbackForm = z.object({
  topic: zCeoFeedbackTopic,
  message: zCeoFeedbackMessage,
  marketingConsent: z.enum(MARKETING_CONSENT_ANSWERS, { message: 'Please choose Yes or No' }),
});
export type CeoFeedbackForm = z.infer<typeof zCeoFeedbackForm>;
export const CEO_FEEDBACK_FIELDS = ['topic', 'message', 'marketingConsent'] as const;

/** CND-030, 002 §3: what is sent (API-014). */
export const zCeoFeedbackBody = z.strictObject({
  applicationUuid: z.uuid({ message: 'Not a valid application uuid' }).optional(),
  message: zCeoFeedbackMessage,
  topic: zCeoFeedbackTopic,
  marketingConsent: z.boolean({ message: 'marketingConsent must be true or false' }),
  pathname: z.string().trim().startsWith('/', 'pathname must start with /').max(512),
  productType: z.literal('HELOC', { message: 'productType must be HELOC' }),
});
export type CeoFeedbackBody = z.infer<typeof zCeoFeedbackBody>;

/** The form's answers as the payload CND-030 names. */
export function toCeoFeedbackBody(
  form: CeoFeedbackForm,
  context: { pathname: string; applicationUuid?: string | undefined },
): CeoFeedbackBody {
  return {
    ...(context.applicationUuid ? { applicationUuid: context.applicationUuid } : {}),
    message: form.message,
    topic: form.topic,
    marketingConsent: form.marketingConsent === 'YES',
    pathname: context.pathname,
    productType: 'HELOC',
  };
}

export const zCeoFeedbackReceipt = z.strictObject({ uuid: z.uuid(), createdAt: z.iso.datetime() });

/** What staff read (the ops API): the message decrypted, the sender by identity only. */
export const zOpsCeoFeedback = z.strictObject({
  uuid: z.uuid(),
  orgCode: z.string(),
  identityUuid: z.uuid(),
  applicationUuid: z.uuid().nullable(),
  topic: zCeoFeedbackTopic,
  message: z.string(),
  marketingConsent: z.boolean(),
  pathname: z.string(),
  productType: z.literal('HELOC'),
  createdAt: z.iso.datetime(),
});
export type OpsCeoFeedback = z.infer<typeof zOpsCeoFeedback>;

export const zOpsCeoFeedbackPage = z.strictObject({
  items: z.array(zOpsCeoFeedback),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsCeoFeedbackPage = z.infer<typeof zOpsCeoFeedbackPage>;

export const zOpsCeoFeedbackQuery = z.strictObject({
  org: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(20),
});
export type OpsCeoFeedbackQuery = z.infer<typeof zOpsCeoFeedbackQuery>;
