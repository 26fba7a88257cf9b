import { REPLAY_MASK_ATTRIBUTE, SESSION_REPLAY_HEADER } from '@hearth/domain/application/session-replay';
import { readOrgPayload } from './org.tsx';

/**
 * Session replay (API-005, API-039; decision 019). Nothing is recorded by default and no
 * third-party script is loaded: a lender that turns replay on (flag `fe-heloc-session-replay`)
 * plugs in its replay service, which calls `startSessionReplay`. From then on every input on the
 * page is masked for the recorder, every call carries the replay session's id, and the replay
 * link can be saved on the application (`session-replay-link.ts`).
 */

const FIELDS = 'input, textarea, select, [contenteditable]';

let replay: { sessionId: string; stopMasking: () => void } | undefined;

function maskFields(root: ParentNode): void {
  if (root instanceof Element && root.matches(FIELDS)) {
    root.setAttribute(REPLAY_MASK_ATTRIBUTE, '');
  }
  for (const field of root.querySelectorAll(FIELDS)) {
    field.setAttribute(REPLAY_MASK_ATTRIBUTE, '');
  }
}

/** Marks every field under `root`, now and as pages add them, for the recorder to leave out. */
export function maskEveryInput(root: HTMLElement): () => void {
  maskFields(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof Element) {
          maskFields(node);
        }
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Whether the page's lender records replays: its toggle in the org payload, off unless set. */
export function isSessionReplayEnabled(): boolean {
  return readOrgPayload()?.orgMetaData.companyInfo.publicFeatureToggles['fe-heloc-session-replay'] === true;
}

/**
 * Starts a replay session when the lender records replays: its id goes with every call, and every
 * input is masked. Answers whether it started; for any other lender nothing changes.
 */
export function startSessionReplay(sessionId: string, root: HTMLElement = document.body): boolean {
  stopSessionReplay();
  if (!isSessionReplayEnabled()) {
    return false;
  }
  replay = { sessionId, stopMasking: maskEveryInput(root) };
  return true;
}

export function stopSessionReplay(): void {
  replay?.stopMasking();
  replay = undefined;
}

/** API-005: the headers every call carries — none unless a replay session is on. */
export function sessionReplayHeaders(): Record<string, string> {
  return replay ? { [SESSION_REPLAY_HEADER]: replay.sessionId } : {};
}
