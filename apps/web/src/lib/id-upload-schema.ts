import type { IdType } from '@hearth/domain/enums/id-type';
import { IDENTITY_MESSAGES, needsBack, zIdType } from '@hearth/domain/journey/identity-documents';
import { z } from 'zod';
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES, zChosenFile } from './upload-rules.ts';

const zSide = zChosenFile(UPLOAD_ACCEPT).nullable();

/**
 * The ID upload form (multipart idType, front, back?): the domain's ID type and side rules with the
 * browser's file checks; the back only when the type has one.
 */
export const zIdUploadForm = z
  .object({
    idType: z.string(),
    front: z.custom<File | null>(),
    back: z.custom<File | null>(),
  })
  .superRefine((values, context) => {
    const idType = zIdType.safeParse(values.idType);
    if (!idType.success) {
      context.addIssue({ code: 'custom', path: ['idType'], message: IDENTITY_MESSAGES.idType });
      return;
    }
    const sides = needsBack(idType.data) ? (['front', 'back'] as const) : (['front'] as const);
    for (const side of sides) {
      const file = values[side];
      const result = file ? zSide.safeParse(file) : undefined;
      if (!file || (result && !result.success)) {
        const message = file
          ? (result?.error?.issues[0]?.message ?? UPLOAD_MESSAGES.wrongType)
          : IDENTITY_MESSAGES[side];
        context.addIssue({ code: 'custom', path: [side], message });
      }
    }
  });
export type IdUploadForm = z.infer<typeof zIdUploadForm>;

export function toIdFormData(values: IdUploadForm): FormData {
  const form = new FormData();
  form.append('idType', values.idType);
  if (values.front) {
    form.append('front', values.front, values.front.name);
  }
  if (values.back && needsBack(values.idType as IdType)) {
    form.append('back', values.back, values.back.name);
  }
  return form;
}
