import { useErrorMessage } from '../../lib/validation-message.ts';
import { Banner } from './banner.tsx';
import { SubmitButton } from './submit-button.tsx';
import { UploadProgress } from './upload-progress.tsx';

export interface UploadSubmitLabels {
  uploading: string;
  failed: string;
  retry: string;
  submit: string;
}

/**
 * The foot of an upload form: the progress while it sends, the failure with the server's reason,
 * and the button that sends (offering a retry after a failure).
 */
export function UploadSubmit({
  upload,
  labels,
}: {
  upload: { isPending: boolean; progress: number; error: Error | null };
  labels: UploadSubmitLabels;
}) {
  const describeError = useErrorMessage();
  return (
    <>
      {upload.isPending ? <UploadProgress label={labels.uploading} fraction={upload.progress} /> : null}
      {upload.error ? (
        <Banner tone="error" announce title={labels.failed}>
          {describeError(upload.error)}
        </Banner>
      ) : null}
      <SubmitButton
        isSubmitting={upload.isPending}
        label={upload.error ? labels.retry : labels.submit}
        className="self-start"
      />
    </>
  );
}

/** The labels a feature keeps under `upload.uploading`, `upload.failed`, `upload.retry` and `upload.submit`. */
export function uploadSubmitLabels(t: (key: string) => string): UploadSubmitLabels {
  return {
    uploading: t('upload.uploading'),
    failed: t('upload.failed'),
    retry: t('upload.retry'),
    submit: t('upload.submit'),
  };
}
