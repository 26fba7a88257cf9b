/** One server-sent event: its name (`message` when none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as its chunks arrive. Comment lines (`: heartbeat`) and
 * fields other than `event` and `data` are skipped; an event ends at a blank line.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0 || name) {
        onEvent({ event: name || 'message', data: data.join('\n') });
      }
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) {
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') {
      name = value;
    } else if (field === 'data') {
      data.push(value);
    }
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) {
      line(text);
    }
  };
}
