import { z } from 'zod';

export const SIGNATURE_MESSAGES = {
  typedRequired: 'Please type your full name to sign',
  typedTooLong: 'Your signature must be 100 characters or fewer',
  drawnRequired: 'Please draw your signature in the box',
} as const;

/** 007 `POST P/documents/{documentUuid}/sign` body's signature. */
export type Signature = { kind: 'TYPED'; text: string } | { kind: 'DRAWN'; pngBase64: string };

export const zSignatureForm = z
  .object({
    kind: z.enum(['TYPED', 'DRAWN']),
    text: z.string(),
    pngBase64: z.string(),
  })
  .superRefine((values, context) => {
    if (values.kind === 'TYPED') {
      const text = values.text.trim();
      if (text === '') {
        context.addIssue({ code: 'custom', path: ['text'], message: SIGNATURE_MESSAGES.typedRequired });
      } else if (text.length > 100) {
        context.addIssue({ code: 'custom', path: ['text'], message: SIGNATURE_MESSAGES.typedTooLong });
      }
    } else if (values.pngBase64 === '') {
      context.addIssue({ code: 'custom', path: ['pngBase64'], message: SIGNATURE_MESSAGES.drawnRequired });
    }
  });
export type SignatureForm = z.infer<typeof zSignatureForm>;

export function toSignature(values: SignatureForm): Signature {
  return values.kind === 'TYPED'
    ? { kind: 'TYPED', text: values.text.trim() }
    : { kind: 'DRAWN', pngBase64: values.pngBase64 };
}
