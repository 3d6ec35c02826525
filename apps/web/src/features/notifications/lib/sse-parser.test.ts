import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

/** Feeds `pieces` to a fresh parser; returns what it dispatched and the retries it heard. */
function parse(pieces: string[], lastEventId?: string) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    { onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) },
    lastEventId,
  );
  for (const piece of pieces) parser.push(piece);
  return { events, retries, lastEventId: parser.lastEventId };
}

const notification = '{"id":7,"text":"درخواست شما پذیرفته شد"}';

describe('the Server-Sent Events parser', () => {
  it('reads the protocol: retry first, then named events with ids and JSON data', () => {
    const { events, retries, lastEventId } = parse([
      `retry: 5000\n\nid: 7\nevent: notification\ndata: ${notification}\n\n`,
    ]);
    expect(retries).toEqual([5000]);
    expect(events).toEqual([{ id: '7', event: 'notification', data: notification }]);
    expect(lastEventId).toBe('7');
  });

  it('puts together events, lines and characters split anywhere between pieces', () => {
    const text = `id: 7\nevent: notification\ndata: ${notification}\n\nid: 8\nevent: notification\ndata: {}\n\n`;
    const whole = parse([text]);
    // Every split point, and one character at a time.
    for (let at = 1; at < text.length; at += 1) {
      expect(parse([text.slice(0, at), text.slice(at)]).events).toEqual(whole.events);
    }
    expect(parse([...text]).events).toEqual(whole.events);
    expect(whole.events.map((event) => event.id)).toEqual(['7', '8']);
  });

  it('accepts CRLF, CR and LF line ends, a CRLF split between pieces counting once', () => {
    const expected = [{ id: '1', event: 'message', data: 'a' }];
    expect(parse(['id: 1\r\ndata: a\r\n\r\n']).events).toEqual(expected);
    expect(parse(['id: 1\rdata: a\r\r']).events).toEqual(expected);
    expect(parse(['id: 1\r', '\ndata: a\r', '\n\r', '\n']).events).toEqual(expected);
    // A CR that ends a piece, then a LF that is a line of its own: two line ends, one event.
    expect(parse(['data: a\r', '\n', '\n']).events).toEqual([{ id: '', event: 'message', data: 'a' }]);
  });

  it('ignores comments such as the heartbeat, and unknown fields', () => {
    const { events } = parse([': heartbeat\n\n', 'foo: bar\ndata: x\n:ignored\n\n', ':\n\n']);
    expect(events).toEqual([{ id: '', event: 'message', data: 'x' }]);
  });

  it('joins data lines with a line feed and keeps spaces past the first one', () => {
    const { events } = parse(['data:one\ndata:  two\ndata\n\n']);
    expect(events[0]?.data).toBe('one\n two\n');
  });

  it('dispatches nothing for an event without data, yet keeps its id for Last-Event-ID', () => {
    const { events, lastEventId } = parse(['id: 9\nevent: notification\n\n']);
    expect(events).toEqual([]);
    expect(lastEventId).toBe('9');
  });

  it('holds back the last event id until its event is complete, and drops an unfinished event', () => {
    const { events, lastEventId } = parse(['id: 3\ndata: a\n\nid: 4\ndata: b\n']);
    expect(events.map((event) => event.data)).toEqual(['a']);
    expect(lastEventId).toBe('3');
  });

  it('starts from the id it was given and carries it to events that set none', () => {
    const { events, lastEventId } = parse(['data: a\n\n'], '12');
    expect(events).toEqual([{ id: '12', event: 'message', data: 'a' }]);
    expect(lastEventId).toBe('12');
  });

  it('takes an empty id as a reset, refuses an id with NUL and retries that are not a number', () => {
    expect(parse(['id\ndata: a\n\n'], '5').lastEventId).toBe('');
    expect(parse(['id: 6\0\ndata: a\n\n'], '5').lastEventId).toBe('5');
    expect(parse(['retry: soon\nretry: 1e3\nretry: 250\n\n']).retries).toEqual([250]);
  });

  it('skips a byte order mark at the start of the stream only', () => {
    const { events } = parse(['\uFEFFdata: a\n\n', '\uFEFFdata: b\n\n']);
    expect(events.map((event) => event.data)).toEqual(['a']);
  });
});
