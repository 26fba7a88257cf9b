import { Banner } from '../../../components/ui/banner.tsx';
import { useErrorMessage } from '../../../lib/validation-message.ts';

/** A failed send: the server's message in the page language; what the borrower entered stays in the form for a retry. */
export function FormError({ error, title }: { error: Error | null; title: string }) {
  const describeError = useErrorMessage();
  if (!error) {
    return null;
  }
  return (
    <Banner tone="error" announce title={title}>
      {describeError(error)}
    </Banner>
  );
}
