import { makeIsoDate } from '@hearth/domain/dates/calendar-date';
import {
  affiliatePrefillToRegisterData,
  isOfferCodeCurrent,
  offerCodeToRegisterData,
  profileToRegisterData,
  referralToRegisterData,
} from '@hearth/domain/registration/prefill-sources';
import { parseRegisterPrefill, REGISTER_PREFILL_PARAMS } from '@hearth/domain/registration/register-prefill';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { getAffiliatePrefillQueryOptions } from '../api/get-affiliate-prefill.ts';
import { getReferralQueryOptions } from '../api/get-loan-originator.ts';
import { getOfferCodeQueryOptions } from '../api/get-offer-code.ts';
import { applyRegisterPrefill, type RegisterPrefill } from '../lib/apply-register-prefill.ts';
import { updateRegisterData, useRegisterData } from '../lib/register-store.ts';

/** The query parameters of a prefilled link (decision 008). */
export const OFFER_CODE_PARAM = 'offerCode';
export const AFFILIATE_PREFILL_PARAM = 'prepop';

function today(): string {
  const now = new Date();
  return makeIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

function apply(prefill: RegisterPrefill): void {
  updateRegisterData((current) => applyRegisterPrefill(current, prefill));
}

/** A short, stable name for a saved-prepopulation value (not the value: it holds PII). */
function fingerprint(value: string): string {
  let hash = 0;
  for (const character of value) {
    hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) | 0;
  }
  return (hash >>> 0).toString(36);
}

/**
 * REG-026…030, REG-015: fills the register data from whatever the visitor arrived with — saved
 * prepopulation (`state` / `userData`, then removed from the address bar: it carries PII), a mailed
 * offer code, a wholesale referral (`rid`), an affiliate link (`prepop`) — and, once signed in, from
 * the profile they came signed in with. Each source applies once and never overwrites an answer (the profile's name and
 * e-mail excepted, which become read-only).
 */
export function useRegisterPrefill(): void {
  const [params, setParams] = useSearchParams();
  const { status, profile } = useSession();
  const { prefilledFrom, referralId, referrerId } = useRegisterData();
  const offerCode = params.get(OFFER_CODE_PARAM)?.trim() ?? '';
  const affiliateId = params.get(AFFILIATE_PREFILL_PARAM)?.trim() ?? '';
  const saved = REGISTER_PREFILL_PARAMS.map((name) => params.get(name)).find(Boolean) ?? null;
  const pending = (key: string) => !prefilledFrom.includes(key);

  useEffect(() => {
    if (!saved) {
      return;
    }
    apply({ key: `saved:${fingerprint(saved)}`, data: parseRegisterPrefill(saved) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of REGISTER_PREFILL_PARAMS) {
          next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  }, [saved, setParams]);

  const offerKey = `offer:${offerCode.toUpperCase()}`;
  const offer = useQuery({ ...getOfferCodeQueryOptions(pending(offerKey) ? offerCode : '') });
  useEffect(() => {
    if (offer.data) {
      const record = offer.data;
      const current = isOfferCodeCurrent(record, today());
      apply({
        key: offerKey,
        data: offerCodeToRegisterData(record),
        ...(current ? { change: { offerCode: record.offerCode } } : {}),
      });
    }
  }, [offer.data, offerKey]);

  const referralKey = `referral:${referralId}`;
  const referral = useQuery(getReferralQueryOptions(referrerId || !pending(referralKey) ? '' : referralId));
  useEffect(() => {
    if (referral.data?.status === 'ACTIVE') {
      apply({ key: referralKey, data: referralToRegisterData(referral.data) });
    }
  }, [referral.data, referralKey]);

  const affiliateKey = `affiliate:${affiliateId}`;
  const affiliate = useQuery(getAffiliatePrefillQueryOptions(pending(affiliateKey) ? affiliateId : ''));
  useEffect(() => {
    if (affiliate.data) {
      const { abVersion, affiliates } = affiliate.data;
      apply({
        key: affiliateKey,
        data: affiliatePrefillToRegisterData(affiliate.data),
        change: { affiliate: { abVersion, affiliates } },
      });
    }
  }, [affiliate.data, affiliateKey]);

  // Only a borrower who came signed in: one who signs up on these pages has no profile to give yet
  // (and the register data is cleared once the application is created).
  const wasAnonymous = useRef(false);
  if (status === 'anonymous') {
    wasAnonymous.current = true;
  }
  const profileKey = profile ? `profile:${profile.uuid}` : '';
  useEffect(() => {
    if (status !== 'authenticated' || !profile || wasAnonymous.current) {
      return;
    }
    const { data, isNamePrefilled, isEmailPrefilled } = profileToRegisterData(profile);
    apply({ key: profileKey, data, owns: { name: isNamePrefilled, email: isEmailPrefilled } });
  }, [status, profile, profileKey]);
}
