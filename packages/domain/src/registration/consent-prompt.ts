import { z } from 'zod';
import { zConsentPromptType } from '../enums/consent-prompt-type.ts';

/**
 * REG-033 (API-053): the wording a consent checkbox shows, versioned by its uuid. Resources named
 * 'Privacy Policy' and 'Terms of Service' are links (their value is the URL); a TITLE resource
 * heads the consent and a SECONDARY_VERBIAGE resource is the small print under it.
 */
export const CONSENT_RESOURCE_TYPES = ['LINK', 'TITLE', 'SECONDARY_VERBIAGE'] as const;
export const LINKED_RESOURCE_NAMES = ['Privacy Policy', 'Terms of Service'] as const;

/**
 * The words each linked resource links in the verbiage: the terms document is 'Terms of Service'
 * or 'Terms of Use' as the lender labels it (ORG-036), whichever the verbiage says.
 */
const LINKED_PHRASES: Readonly<Record<(typeof LINKED_RESOURCE_NAMES)[number], readonly string[]>> = {
  'Privacy Policy': ['Privacy Policy'],
  'Terms of Service': ['Terms of Service', 'Terms of Use'],
};

export const zConsentResource = z.object({
  type: z.enum(CONSENT_RESOURCE_TYPES),
  name: z.string().min(1).max(100),
  value: z.string().min(1).max(2000),
});
export type ConsentResource = z.infer<typeof zConsentResource>;

export const zConsentPrompt = z.object({
  uuid: z.uuid(),
  type: zConsentPromptType,
  verbiage: z.string().min(1).max(4000),
  resources: z.array(zConsentResource).max(10),
});
export type ConsentPrompt = z.infer<typeof zConsentPrompt>;

export type VerbiageSegment = { text: string; href?: string };

export interface ReadConsentPrompt {
  title: string | undefined;
  secondaryVerbiage: string | undefined;
  /** The verbiage in order; the linked resources' names carry their URL. */
  segments: VerbiageSegment[];
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A safe link target: a path on this site or an https URL (never `javascript:` and the like). */
export function isSafeConsentLink(value: string): boolean {
  return /^\/(?!\/)/.test(value) || /^https:\/\//i.test(value);
}

/** REG-033: what the checkbox shows, read from the prompt. */
export function readConsentPrompt(prompt: Pick<ConsentPrompt, 'verbiage' | 'resources'>): ReadConsentPrompt {
  const links = new Map<string, string>();
  for (const resource of prompt.resources) {
    const phrases = LINKED_PHRASES[resource.name as keyof typeof LINKED_PHRASES] ?? [];
    for (const phrase of isSafeConsentLink(resource.value) ? phrases : []) {
      if (!links.has(phrase)) {
        links.set(phrase, resource.value);
      }
    }
  }
  const segments: VerbiageSegment[] = [];
  if (links.size === 0) {
    segments.push({ text: prompt.verbiage });
  } else {
    const pattern = new RegExp(`(${[...links.keys()].map(escapeForPattern).join('|')})`);
    for (const part of prompt.verbiage.split(pattern)) {
      if (part !== '') {
        const href = links.get(part);
        segments.push(href ? { text: part, href } : { text: part });
      }
    }
  }
  const resourceValue = (type: ConsentResource['type']) =>
    prompt.resources.find((resource) => resource.type === type)?.value;
  return { title: resourceValue('TITLE'), secondaryVerbiage: resourceValue('SECONDARY_VERBIAGE'), segments };
}

/** Step 6 of the submit sequence (REG-040): the SMS consents as answered, each with its prompt. */
export const zSmsConsentAnswer = z.strictObject({
  type: zConsentPromptType,
  promptUuid: z.uuid({ error: 'Unknown consent prompt' }),
  accepted: z.boolean({ error: 'Required' }),
});
export type SmsConsentAnswer = z.infer<typeof zSmsConsentAnswer>;

export const SMS_CONSENT_DUPLICATE_MESSAGE = 'Each consent type may be answered once';

export const zSaveSmsConsentsBody = z.strictObject({
  applicationUuid: z.uuid({ error: 'Application not found' }).optional(),
  consents: z
    .array(zSmsConsentAnswer)
    .min(1, { error: 'Required' })
    .max(2)
    .refine((answers) => new Set(answers.map((answer) => answer.type)).size === answers.length, {
      error: SMS_CONSENT_DUPLICATE_MESSAGE,
    }),
});
export type SaveSmsConsentsBody = z.infer<typeof zSaveSmsConsentsBody>;

export const zSavedSmsConsent = z.object({
  uuid: z.uuid(),
  type: zConsentPromptType,
  promptUuid: z.uuid(),
  accepted: z.boolean(),
  applicationUuid: z.uuid().nullable(),
  consentedAt: z.string(),
});
export const zSavedSmsConsents = z.object({ consents: z.array(zSavedSmsConsent) });
export type SavedSmsConsents = z.infer<typeof zSavedSmsConsents>;
