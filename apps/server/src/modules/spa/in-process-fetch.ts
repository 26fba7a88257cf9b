import { VISITOR_DRAFT_COOKIE } from '@hearth/domain/registration/register-draft';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { SESSION_COOKIE } from '../identity/session-cookie.ts';

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);
/** A page rendered on the server hands out no token: the browser's own calls renew it. */
const WITHHELD_RESPONSE_HEADERS = new Set(['authorization', 'set-cookie']);

/**
 * A `fetch` for the server renderer (decision 012): the API's own routes, called in-process with
 * `app.inject` (validation, ownership checks and all), with the page request's host so the same
 * organisation answers. Only origin-relative paths and string bodies: what the pages' reads send.
 */
export interface InProcessFetchOptions {
  /**
   * Hands on the session cookie an answer sets (a log-in's) or the visitor's register draft cookie
   * (decision 029 §5), for the page's answer to carry: only for a form the visitor sent, never for
   * a page's reads.
   */
  onCookieForBrowser?: (setCookie: string) => void;
}

export function createInProcessFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  { onCookieForBrowser }: InProcessFetchOptions = {},
): typeof fetch {
  // The visitor's register draft cookie goes with every in-process call (its endpoints read it); one
  // a form's save just handed out replaces it for the calls after.
  let draftCookie = page.cookies?.[VISITOR_DRAFT_COOKIE];
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) {
      throw new TypeError(`the server renderer calls only this API, not ${url}`);
    }
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('the server renderer sends only string bodies');
    }
    const response = await app.inject({
      method: (init.method ?? 'GET').toUpperCase() as InjectOptions['method'],
      url,
      headers: {
        ...Object.fromEntries(new Headers(init.headers)),
        host: page.headers.host ?? 'localhost',
        ...(draftCookie ? { cookie: `${VISITOR_DRAFT_COOKIE}=${draftCookie}` } : {}),
      },
      ...(init.body ? { payload: init.body } : {}),
      remoteAddress: page.ip,
    });
    const headers = new Headers();
    for (const cookie of [response.headers['set-cookie'] ?? []].flat()) {
      if (cookie.startsWith(`${VISITOR_DRAFT_COOKIE}=`)) {
        const value = cookie.slice(VISITOR_DRAFT_COOKIE.length + 1).split(';')[0] ?? '';
        draftCookie = /Max-Age=0/i.test(cookie) || value === '' ? undefined : value;
      }
      if (cookie.startsWith(`${VISITOR_DRAFT_COOKIE}=`) || cookie.startsWith(`${SESSION_COOKIE}=`)) {
        onCookieForBrowser?.(cookie);
      }
    }
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !WITHHELD_RESPONSE_HEADERS.has(name)) {
        for (const item of [value].flat()) {
          headers.append(name, String(item));
        }
      }
    }
    const body = BODYLESS_STATUSES.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}
