import { useEffect, useRef, useState } from 'react';
import { Outlet, useBlocker, useLocation, useParams } from 'react-router';
import { type LeaveAction, setLeaveInterceptor } from '../../../lib/leave-guard.ts';
import { disableLeaveSurvey, isLeaveSurveyEnabled } from '../../../lib/leave-survey-state.ts';
import { sendEvent } from '../../../lib/send-event.ts';
import { LeaveSurveyDialog } from '../components/leave-survey-dialog.tsx';
import { isLeavingApplication, matchLeaveSurveyPage } from '../lib/leave-survey-pages.ts';
import type { LeaveSurvey } from '../lib/leave-survey-schema.ts';

/** CND-038: how long the pending action waits once the survey closes. */
export const SURVEY_CLOSE_DELAY_MS = 750;

/** A session that ended is not the borrower choosing to leave: never stand in its way. */
const FORCED_DESTINATIONS = ['/auth/login', '/heloc-signer/login'];

/**
 * Wraps the application pages: leaving one of the survey's pages for somewhere outside this
 * application (a link, the menu, logout) first asks the leave-survey; answering or closing it runs
 * the pending action after 750 ms, 'Stay' cancels it (CND-037…040).
 */
export function Component() {
  const { uuid = '' } = useParams();
  const { pathname } = useLocation();
  const [pendingLogout, setPendingLogout] = useState<LeaveAction | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isLeaveSurveyEnabled() &&
      !FORCED_DESTINATIONS.includes(nextLocation.pathname) &&
      isLeavingApplication(currentLocation.pathname, nextLocation.pathname),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSurveyPage = matchLeaveSurveyPage(pathname) !== undefined;
  useEffect(() => {
    if (!onSurveyPage) {
      return undefined;
    }
    return setLeaveInterceptor((action) => {
      if (isLeaveSurveyEnabled()) {
        setPendingLogout(() => action);
      } else {
        action();
      }
    });
  }, [onSurveyPage]);

  function leave() {
    disableLeaveSurvey();
    setIsLeaving(true);
    timer.current = setTimeout(() => {
      setIsLeaving(false);
      if (blockerRef.current.state === 'blocked') {
        blockerRef.current.proceed();
      }
      if (pendingLogout) {
        setPendingLogout(null);
        pendingLogout();
      }
    }, SURVEY_CLOSE_DELAY_MS);
  }

  function answer({ reason, comment }: LeaveSurvey) {
    void sendEvent('leaveSurveyAnswered', {
      applicationUuid: uuid,
      eventProperties: { reason, page: pathname.split(uuid)[1] ?? '', ...(comment ? { comment } : {}) },
    });
    leave();
  }

  function stay() {
    if (blocker.state === 'blocked') {
      blocker.reset();
    }
    setPendingLogout(null);
  }

  return (
    <>
      <Outlet />
      <LeaveSurveyDialog
        isOpen={blocker.state === 'blocked' || pendingLogout !== null}
        isLeaving={isLeaving}
        onAnswer={answer}
        onClose={leave}
        onStay={stay}
      />
    </>
  );
}
