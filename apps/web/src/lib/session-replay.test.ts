import { sessionReplayApi } from '@hearth/domain/api/session-replay-api';
import { REPLAY_MASK_ATTRIBUTE, SESSION_REPLAY_HEADER } from '@hearth/domain/application/session-replay';
import { ORG_PAYLOAD_GLOBAL } from '@hearth/domain/org/org-constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiKey, mockApi } from '../test/mock-api.ts';
import { makeOrgPayload } from '../test/org-fixture.ts';
import { apiFetch } from './api-client.ts';
import { resetOrgPayloadCache } from './org.tsx';
import { sessionReplayHeaders, startSessionReplay, stopSessionReplay } from './session-replay.ts';
import { saveReplayLink } from './session-replay-link.ts';

const APP = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** Plants the page's org payload with the lender's replay toggle on or off. */
function setReplayToggle(enabled: boolean) {
  resetOrgPayloadCache();
  const payload = makeOrgPayload({
    companyInfo: { publicFeatureToggles: { 'fe-heloc-session-replay': enabled } },
  });
  (window as unknown as Record<string, unknown>)[ORG_PAYLOAD_GLOBAL] = payload;
}

beforeEach(() => setReplayToggle(true));

afterEach(() => {
  stopSessionReplay();
  document.body.innerHTML = '';
});

describe('API-005 session-replay headers', () => {
  it('sends none by default: nothing is recorded', async () => {
    const { requests } = mockApi({ 'GET /thing': () => ({ body: {} }) });
    await apiFetch('/thing');
    expect(sessionReplayHeaders()).toEqual({});
    expect(requests[0]?.headers.has(SESSION_REPLAY_HEADER)).toBe(false);
  });

  it('starts nothing for a lender that does not record replays', async () => {
    setReplayToggle(false);
    document.body.innerHTML = '<input name="ssn">';
    const { requests } = mockApi({ 'GET /thing': () => ({ body: {} }) });
    expect(startSessionReplay('replay-0')).toBe(false);
    await apiFetch('/thing');
    expect(requests[0]?.headers.has(SESSION_REPLAY_HEADER)).toBe(false);
    expect(document.querySelector('input')?.hasAttribute(REPLAY_MASK_ATTRIBUTE)).toBe(false);
  });

  it('sends the replay session with every call once a lender’s replay starts, and stops with it', async () => {
    const { requests } = mockApi({ 'GET /thing': () => ({ body: {} }) });
    startSessionReplay('replay-1');
    await apiFetch('/thing');
    stopSessionReplay();
    await apiFetch('/thing');
    expect(requests[0]?.headers.get(SESSION_REPLAY_HEADER)).toBe('replay-1');
    expect(requests[1]?.headers.has(SESSION_REPLAY_HEADER)).toBe(false);
  });
});

describe('API-039 replay masks every input', () => {
  it('masks the fields on the page and those a page adds later, and nothing before it starts', async () => {
    document.body.innerHTML = '<form><input name="ssn"><textarea></textarea><p>text</p></form>';
    expect(document.querySelector(`[${REPLAY_MASK_ATTRIBUTE}]`)).toBeNull();

    startSessionReplay('replay-2');
    const added = document.createElement('div');
    added.innerHTML = '<select><option>1</option></select><input type="password">';
    document.body.append(added);
    await new Promise((resolve) => setTimeout(resolve, 0));

    const fields = [...document.querySelectorAll('input, textarea, select')];
    expect(fields).toHaveLength(4);
    for (const field of fields) {
      expect(field.hasAttribute(REPLAY_MASK_ATTRIBUTE)).toBe(true);
    }
    expect(document.querySelector('p')?.hasAttribute(REPLAY_MASK_ATTRIBUTE)).toBe(false);
  });

  it('saves the link on the application and says whether the server kept it', async () => {
    const { requests } = mockApi({
      [apiKey(sessionReplayApi.saveLink, { uuid: APP })]: () => ({ body: { stored: false } }),
    });
    await expect(saveReplayLink(APP, 'https://replay.example.com/s/1')).resolves.toBe(false);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.body).toEqual({ link: 'https://replay.example.com/s/1' });
  });
});
