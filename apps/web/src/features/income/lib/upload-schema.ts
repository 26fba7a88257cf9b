import { z } from 'zod';
import { UPLOAD_MESSAGES, zChosenFile } from '../../../lib/upload-rules.ts';

const zFile = zChosenFile();

/** One file per requested document, each present and acceptable. */
export const zIncomeUploadForm = z.object({
  files: z.array(z.custom<File | null>()).superRefine((files, context) => {
    files.forEach((file, index) => {
      const result = zFile.safeParse(file);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: result.error.issues[0]?.message ?? UPLOAD_MESSAGES.required,
        });
      }
    });
  }),
});
export type IncomeUploadForm = z.infer<typeof zIncomeUploadForm>;
