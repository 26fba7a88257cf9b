import { useEffect, useState } from 'react';

/** An object URL for `blob` while it is mounted (revoked on change and unmount); null without one. */
export function useObjectUrl(
  blob: Blob | null | undefined,
  accept: (blob: Blob) => boolean = () => true,
): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || !accept(blob) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, accept]);
  return url;
}
