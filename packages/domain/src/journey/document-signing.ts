import { z } from 'zod';
import { type LegalName, matchesLegalName, SIGNATURE_NAME_MESSAGE } from './signature-name.ts';

export const SIGNING_MESSAGES = {
  typedRequired: 'Please type your full name to sign',
  typedTooLong: 'Your signature must be 100 characters or fewer',
  typedNotLegalName: SIGNATURE_NAME_MESSAGE,
  drawnRequired: 'Please draw your signature in the box',
  drawnNotPng: 'The drawn signature must be a PNG image of at most 512 KB',
  kindRequired: 'Please choose how you want to sign',
  reachedEnd: 'Please read the document to the end before signing',
} as const;

/** A data URL or raw base64 of at most 512 KB of PNG (the server checks the PNG signature). */
const MAX_DRAWN_BASE64_LENGTH = Math.ceil((512 * 1024 * 4) / 3) + 'data:image/png;base64,'.length + 4;

export const zTypedSignature = z.strictObject({
  kind: z.literal('TYPED'),
  text: z
    .string({ error: SIGNING_MESSAGES.typedRequired })
    .trim()
    .min(1, SIGNING_MESSAGES.typedRequired)
    .max(100, SIGNING_MESSAGES.typedTooLong),
});

export const zDrawnSignature = z.strictObject({
  kind: z.literal('DRAWN'),
  pngBase64: z
    .string({ error: SIGNING_MESSAGES.drawnRequired })
    .min(1, SIGNING_MESSAGES.drawnRequired)
    .max(MAX_DRAWN_BASE64_LENGTH, SIGNING_MESSAGES.drawnNotPng),
});

export const zSignature = z.discriminatedUnion('kind', [zTypedSignature, zDrawnSignature], {
  error: SIGNING_MESSAGES.kindRequired,
});
export type Signature = z.infer<typeof zSignature>;

/**
 * 007 `POST P/documents/{documentUuid}/sign`: a typed or drawn signature, and the viewer's word
 * that the borrower scrolled to the end of the document (KIT-019) — signing is refused without it.
 */
export const zSignDocumentBody = z.strictObject({
  signature: zSignature,
  reachedEnd: z.literal(true, { error: SIGNING_MESSAGES.reachedEnd }),
});
export type SignDocumentBody = z.infer<typeof zSignDocumentBody>;

const zSignatureFormFields = z.object({
  kind: z.enum(['TYPED', 'DRAWN']),
  text: z.string(),
  pngBase64: z.string(),
});
export type SignatureForm = z.infer<typeof zSignatureFormFields>;

/**
 * The signing forms (application summary, closing documents, an owner's documents): how the signer
 * signs, and the typed name or the drawing — only the chosen one is checked, by the body's rules.
 * With the signer's legal name, a typed name must be it (`matchesLegalName`, as the server checks).
 */
export function createSignatureFormSchema(legalName?: LegalName) {
  return zSignatureFormFields.superRefine((values, context) => {
    const chosen =
      values.kind === 'TYPED'
        ? zTypedSignature.safeParse({ kind: 'TYPED', text: values.text })
        : zDrawnSignature.safeParse({ kind: 'DRAWN', pngBase64: values.pngBase64 });
    for (const issue of chosen.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (chosen.success && values.kind === 'TYPED' && legalName && !matchesLegalName(values.text, legalName)) {
      context.addIssue({ code: 'custom', path: ['text'], message: SIGNING_MESSAGES.typedNotLegalName });
    }
  });
}

export const zSignatureForm = createSignatureFormSchema();

/** The signature a filled-in form sends (the typed name trimmed). */
export function toSignature(values: SignatureForm): Signature {
  return values.kind === 'TYPED'
    ? { kind: 'TYPED', text: values.text.trim() }
    : { kind: 'DRAWN', pngBase64: values.pngBase64 };
}
