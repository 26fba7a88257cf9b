/**
 * CND-040: an action that takes the borrower away (logout) asks first whoever guards the page they
 * are on — the leave-survey — and runs only when that guard lets it. Without a guard it runs at once.
 */
export type LeaveAction = () => void;
type LeaveInterceptor = (action: LeaveAction) => void;

let interceptor: LeaveInterceptor | null = null;

/** Installs `next` as the guard; returns the function that removes it (for an effect's clean-up). */
export function setLeaveInterceptor(next: LeaveInterceptor): () => void {
  interceptor = next;
  return () => {
    if (interceptor === next) {
      interceptor = null;
    }
  };
}

export function requestLeave(action: LeaveAction): void {
  if (interceptor) {
    interceptor(action);
    return;
  }
  action();
}
