import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { updateRegisterData } from '../lib/register-store.ts';

/** REG-045: remember utm_source (not PII) for the waitlist check at submit. */
export function useCaptureUtmSource(): void {
  const [params] = useSearchParams();
  const utmSource = params.get('utm_source');
  useEffect(() => {
    if (utmSource) {
      updateRegisterData({ utmSource });
    }
  }, [utmSource]);
}
