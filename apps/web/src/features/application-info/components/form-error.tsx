import { Banner } from '../../../components/ui/banner.tsx';

/** A failed send: the server's message; what the borrower entered stays in the form for a retry. */
export function FormError({ error, title }: { error: Error | null; title: string }) {
  if (!error) {
    return null;
  }
  return (
    <Banner tone="error" announce title={title}>
      {error.message}
    </Banner>
  );
}
