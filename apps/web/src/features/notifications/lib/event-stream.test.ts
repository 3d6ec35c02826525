import { describe, expect, it } from 'vitest';
import { followEventStream } from './event-stream.ts';
import { MAX_RECONNECT_DELAY_MS, reconnectDelay } from './reconnect-delay.ts';
import type { SseEvent } from './sse-parser.ts';

/** What the fake server does for one attempt. */
type Answer =
  | { body: string } // a stream that sends this and ends
  | { status: number }
  | 'network-error'
  | 'silent'; // a stream that sends nothing and never ends

const bytes = (text: string) => new TextEncoder().encode(text);

function respond(answer: Answer, signal: AbortSignal): Promise<Response> {
  if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  if (answer !== 'silent' && 'status' in answer)
    return Promise.resolve(new Response('{}', { status: answer.status }));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      if (answer === 'silent') return;
      controller.enqueue(bytes(answer.body));
      controller.close();
    },
  });
  return Promise.resolve(new Response(body, { status: 200 }));
}

/**
 * Follows a stream against a scripted server: each attempt takes the next answer; when they run
 * out, the follower is stopped. Waits between attempts are recorded, not waited.
 */
async function follow(answers: Answer[], options: { lastEventId?: string; stallTimeoutMs?: number } = {}) {
  const controller = new AbortController();
  const sent: Array<Record<string, string>> = [];
  const waits: number[] = [];
  const events: SseEvent[] = [];
  const end = await followEventStream({
    url: 'http://127.0.0.1/api/user/notifications/stream',
    headers: () => ({ Authorization: 'Bearer t' }),
    lastEventId: options.lastEventId,
    stallTimeoutMs: options.stallTimeoutMs,
    signal: controller.signal,
    onEvent: (event) => events.push(event),
    random: () => 1,
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
    fetch: (_url, init) => {
      sent.push({ ...(init?.headers as Record<string, string>) });
      const answer = answers.shift();
      if (!answer) {
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      }
      return respond(answer, init?.signal as AbortSignal);
    },
  });
  return { end, sent, waits, events };
}

const notificationEvent = (id: number) => `id: ${id}\nevent: notification\ndata: {"id":${id}}\n\n`;

describe('following an event stream', () => {
  it('reconnects after the stream ends, sending the last event id it saw', async () => {
    const { sent, events } = await follow([
      { body: `retry: 5000\n\n${notificationEvent(7)}${notificationEvent(8)}` },
      { body: `${notificationEvent(9)}: heartbeat\n\n` },
    ]);
    expect(events.map((event) => event.id)).toEqual(['7', '8', '9']);
    expect(sent.map((headers) => headers['Last-Event-ID'])).toEqual([undefined, '8', '9']);
    expect(sent.every((headers) => headers.Authorization === 'Bearer t')).toBe(true);
  });

  it('resumes from the id it was given, and keeps it when a stream brings no new one', async () => {
    const { sent } = await follow([{ body: ': heartbeat\n\n' }, 'network-error'], { lastEventId: '41' });
    expect(sent.map((headers) => headers['Last-Event-ID'])).toEqual(['41', '41', '41']);
  });

  it('waits as the server asks after a stream ends, and backs off on failures in a row', async () => {
    const { waits } = await follow([
      { body: 'retry: 2000\n\n' },
      'network-error',
      { status: 503 },
      'network-error',
      { body: '' },
    ]);
    // Ended (2 s), failed once (2 s), twice (4 s), three times (8 s), connected and ended (2 s).
    expect(waits).toEqual([2000, 2000, 4000, 8000, 2000]);
  });

  it('reconnects a stream that went silent past the stall timeout', async () => {
    const { sent, events } = await follow(['silent', { body: notificationEvent(3) }], {
      stallTimeoutMs: 20,
    });
    expect(sent).toHaveLength(3);
    expect(events.map((event) => event.id)).toEqual(['3']);
  });

  it('stops for good when the server no longer knows the session', async () => {
    const { end, sent } = await follow([{ body: notificationEvent(1) }, { status: 401 }, { body: '' }]);
    expect(end).toBe('signed-out');
    expect(sent).toHaveLength(2);
  });

  it('does not connect without a token, and stops at once when its signal aborts', async () => {
    const signedOut = await followEventStream({
      url: 'http://127.0.0.1/stream',
      headers: () => null,
      signal: new AbortController().signal,
      onEvent: () => {},
      fetch: () => Promise.reject(new Error('must not be called')),
    });
    expect(signedOut).toBe('signed-out');

    const controller = new AbortController();
    let opened: () => void = () => {};
    const connected = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const following = followEventStream({
      url: 'http://127.0.0.1/stream',
      headers: () => ({}),
      signal: controller.signal,
      onEvent: () => {},
      fetch: (_url, init) => {
        opened();
        return respond('silent', init?.signal as AbortSignal);
      },
    });
    await connected;
    controller.abort();
    expect(await following).toBe('stopped');
  });
});

describe('the reconnection delay', () => {
  it('doubles with each failure in a row up to a minute, spread over its upper half', () => {
    const top = () => 1;
    expect([0, 1, 2, 3].map((failures) => reconnectDelay(5000, failures, top))).toEqual([
      5000, 5000, 10_000, 20_000,
    ]);
    expect(reconnectDelay(5000, 30, top)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelay(5000, 1, () => 0)).toBe(2500);
  });
});
