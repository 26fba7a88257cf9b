import { vi } from 'vitest';

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers each call by its method and path (`GET /ops/api/v1/…`), in order, recording what was sent. */
export function stubApi(answers: Record<string, Array<() => Response>>): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const [path = url, search = ''] = url.split('?');
      const method = init.method ?? 'GET';
      sent.push({
        method,
        path,
        query: new URLSearchParams(search),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers[`${method} ${path}`]?.shift();
      return answer
        ? answer()
        : new Response(JSON.stringify({ errors: [`no answer for ${method} ${path}`] }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
  return sent;
}
