import { opsPipelineApi } from '@hearth/domain/api/ops-pipeline-api';
import {
  PIPELINE_MOVED_EVENT,
  PIPELINE_SESSION_ENDED_EVENT,
  zApplicationMovedNotice,
} from '@hearth/domain/ops/pipeline';
import { useEffect, useRef } from 'react';
import { getToken } from '../../lib/session-store.ts';
import { createSseParser } from './sse-parser.ts';

const RECONNECT_MS = 5_000;

/**
 * Listens to the step-moved feed while the page is open: fetch with the Authorization header (an
 * EventSource cannot send one, and the token never goes in a URL). A feed cut by the network is
 * reopened with the current token; one the server ends with `session-ended` is not, and the next
 * call of the page signs the user out.
 */
export function usePipelineStream(onMoved: (uuid: string) => void): void {
  const handler = useRef(onMoved);
  handler.current = onMoved;
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      const token = getToken();
      if (!token || abort.signal.aborted) {
        return;
      }
      let ended = false;
      try {
        const response = await fetch(opsPipelineApi.events.path, {
          headers: { authorization: token, accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!response.ok || !response.body) {
          ended = response.status === 401 || response.status === 403;
          throw new Error(`feed answered ${response.status}`);
        }
        const parse = createSseParser(({ event, data }) => {
          if (event === PIPELINE_SESSION_ENDED_EVENT) {
            ended = true;
            abort.abort();
          } else if (event === PIPELINE_MOVED_EVENT) {
            const notice = zApplicationMovedNotice.safeParse(JSON.parse(data));
            if (notice.success) {
              handler.current(notice.data.uuid);
            }
          }
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            break;
          }
          parse(value);
        }
      } catch {
        // Cut, refused or aborted: reopened below unless the page or the session is gone.
      }
      if (!ended && !abort.signal.aborted) {
        timer = setTimeout(() => void open(), RECONNECT_MS);
      }
    };
    void open();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, []);
}
