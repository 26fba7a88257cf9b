import { useEffect, useState } from 'react';

const acceptAny = () => true;

/**
 * An object URL for `blob` while it is mounted (revoked on change and unmount); null without one.
 * The URL depends on the blob and on whether `accept` takes it — never on `accept`'s identity, so an
 * inline predicate cannot make a new URL (and revoke the one a download link holds) every render.
 */
export function useObjectUrl(
  blob: Blob | null | undefined,
  accept: (blob: Blob) => boolean = acceptAny,
): string | null {
  const accepted = blob ? accept(blob) : false;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || !accepted || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, accepted]);
  return url;
}
