import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadFile } from './upload-file.ts';

/**
 * A multipart upload as a mutation with its progress (0…1). The caller keeps the chosen files in
 * its form, so after a failure `upload` can simply be called again with the same FormData parts.
 */
export function useUpload<T = unknown>(path: string, onSuccess?: (data: T) => unknown) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return uploadFile<T>(path, form, { onProgress: setProgress });
    },
    onSuccess,
  });
  return { ...mutation, progress };
}
