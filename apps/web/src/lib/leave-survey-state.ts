/**
 * CND-039: the survey is asked once a browser session; answering or closing it disables it, and a
 * new sign-in resets it. Kept in sessionStorage (a flag only, nothing about the borrower).
 */
const KEY = 'hearth.leave-survey';

export function isLeaveSurveyEnabled(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== 'disabled';
  } catch {
    return false;
  }
}

export function disableLeaveSurvey(): void {
  try {
    window.sessionStorage.setItem(KEY, 'disabled');
  } catch {
    // Storage refused (private mode): the survey simply may ask again.
  }
}

export function resetLeaveSurvey(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to reset.
  }
}
