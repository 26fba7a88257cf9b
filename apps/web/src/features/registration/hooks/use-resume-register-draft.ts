import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logError } from '../../../lib/log-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { getRegisterDraft } from '../api/register-draft.ts';
import { hasPropertyStreet } from '../lib/register-data.ts';
import { findStepOfDraft, fromDomainRegisterData } from '../lib/register-draft-sync.ts';
import { readRegisterData, updateRegisterData } from '../lib/register-store.ts';
import type { V2Step } from '../lib/v2-steps.ts';

/**
 * Save and resume across devices: a signed-in borrower who opens registration on a device without
 * answers gets the answers saved from another device and lands on the step they had reached.
 */
export function useResumeRegisterDraft(toPath: (step: V2Step) => string): void {
  const { status } = useSession();
  const navigate = useNavigate();
  const asked = useRef(false);
  const toPathRef = useRef(toPath);
  toPathRef.current = toPath;

  useEffect(() => {
    if (status !== 'authenticated' || asked.current || hasPropertyStreet(readRegisterData())) {
      return;
    }
    asked.current = true;
    getRegisterDraft()
      .then((draft) => {
        const step = draft ? findStepOfDraft(draft.step) : undefined;
        const data = draft ? fromDomainRegisterData(draft.data) : null;
        // Answers typed here meanwhile win over the saved ones.
        if (!step || !data || !hasPropertyStreet(data) || hasPropertyStreet(readRegisterData())) {
          return;
        }
        updateRegisterData((current) => ({
          ...data,
          utmSource: current.utmSource,
          referrerId: current.referrerId,
          referralId: current.referralId,
          offerCode: current.offerCode,
          affiliate: current.affiliate,
          prefilledFrom: current.prefilledFrom,
        }));
        void navigate(toPathRef.current(step), { replace: true });
      })
      .catch((error: unknown) => logError('register draft not read', error));
  }, [status, navigate]);
}
