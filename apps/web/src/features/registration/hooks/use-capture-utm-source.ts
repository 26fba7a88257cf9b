import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readRegisterData, updateRegisterData } from '../lib/register-store.ts';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * REG-045: remember utm_source (not PII) for the waitlist check at submit; RTE-034 / REG-031: the
 * `referrer` (loan originator id) and `rid` (referral id) queries, kept for the card, the licence
 * rule and the create body even after the steps drop the query.
 */
export function useCaptureUtmSource(): void {
  const [params] = useSearchParams();
  const utmSource = params.get('utm_source');
  const referrer = params.get('referrer')?.trim() ?? '';
  const rid = params.get('rid')?.trim() ?? '';
  useEffect(() => {
    const current = readRegisterData();
    const change: { utmSource?: string; referrerId?: string; referralId?: string } = {};
    if (utmSource && utmSource !== current.utmSource) {
      change.utmSource = utmSource;
    }
    if (ID_PATTERN.test(referrer) && referrer !== current.referrerId) {
      change.referrerId = referrer;
    }
    if (ID_PATTERN.test(rid) && rid !== current.referralId) {
      change.referralId = rid;
    }
    if (Object.keys(change).length > 0) {
      updateRegisterData(change);
    }
  }, [utmSource, referrer, rid]);
}
