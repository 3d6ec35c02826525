/** One dispatched Server-Sent Event: `id` is the last event id in force when it was dispatched. */
export interface SseEvent {
  id: string;
  /** The `event` field, or `message` when the server named none. */
  event: string;
  data: string;
}

export interface SseHandlers {
  onEvent(event: SseEvent): void;
  /** A `retry` field: the reconnection delay the server asks for, in milliseconds. */
  onRetry?(milliseconds: number): void;
}

export interface SseParser {
  /** Feeds the next piece of decoded text; a line or an event may span several pieces. */
  push(text: string): void;
  /** The last event id seen, to send back as `Last-Event-ID` after reconnecting. */
  readonly lastEventId: string;
}

/**
 * The event-stream format as the HTML standard defines it for EventSource (fetch cannot use
 * EventSource, which sends no Authorization header): lines end in CRLF, LF or CR; `:` starts a
 * comment (the heartbeat); a blank line dispatches the event, and an event without data is not
 * dispatched but still sets the last event id; unknown fields are ignored.
 */
export function createSseParser(handlers: SseHandlers, lastEventId = ''): SseParser {
  let pending = '';
  let atStart = true;
  // A CR ended the previous piece: a LF at the start of this one belongs to the same line break.
  let afterCarriageReturn = false;
  let data = '';
  let eventType = '';
  let idBuffer = lastEventId;
  let dispatchedId = lastEventId;

  const dispatch = () => {
    dispatchedId = idBuffer;
    if (data === '') {
      eventType = '';
      return;
    }
    const event = { id: idBuffer, event: eventType || 'message', data: data.slice(0, -1) };
    data = '';
    eventType = '';
    handlers.onEvent(event);
  };

  const processField = (field: string, value: string) => {
    if (field === 'data') data += `${value}\n`;
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) idBuffer = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };

  const processLine = (line: string) => {
    const colon = line.indexOf(':');
    if (line === '') dispatch();
    else if (colon < 0) processField(line, '');
    else if (colon > 0) {
      const value = line.slice(colon + 1);
      processField(line.slice(0, colon), value.startsWith(' ') ? value.slice(1) : value);
    }
    // colon === 0: a comment, such as the server's heartbeat.
  };

  return {
    push(text) {
      if (!text) return;
      let input = afterCarriageReturn && text.startsWith('\n') ? text.slice(1) : text;
      afterCarriageReturn = false;
      if (atStart && input) {
        atStart = false;
        if (input.startsWith('\uFEFF')) input = input.slice(1);
      }
      pending += input;
      const lineBreak = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = lineBreak.exec(pending); match; match = lineBreak.exec(pending)) {
        // A CR at the very end may be the first half of a CRLF split across pieces.
        if (match[0] === '\r' && lineBreak.lastIndex === pending.length) afterCarriageReturn = true;
        processLine(pending.slice(start, match.index));
        start = lineBreak.lastIndex;
      }
      pending = pending.slice(start);
    },
    get lastEventId() {
      return dispatchedId;
    },
  };
}
