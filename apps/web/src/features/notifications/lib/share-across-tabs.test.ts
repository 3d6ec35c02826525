import { describe, expect, it } from 'vitest';
import { shareAcrossTabs } from './share-across-tabs.ts';

/** One browser's Web Locks for one lock name: granted in turn, a waiting request withdrawn on abort. */
function fakeLocks(): LockManager {
  const waiting: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const run = waiting.shift();
    if (run) run();
    else busy = false;
  };
  const request = (_name: string, options: LockOptions, callback: () => Promise<unknown>) =>
    new Promise((resolve, reject) => {
      const run = () => {
        busy = true;
        callback().then(resolve, reject).finally(next);
      };
      if (!busy) return run();
      waiting.push(run);
      options.signal?.addEventListener('abort', () => {
        const index = waiting.indexOf(run);
        if (index < 0) return;
        waiting.splice(index, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return { request } as unknown as LockManager;
}

/** One browser's BroadcastChannels: a message reaches every other open channel of the name. */
function fakeChannels() {
  const open = new Set<EventTarget & { name: string }>();
  return (name: string) => {
    const channel = Object.assign(new EventTarget(), {
      name,
      postMessage(data: unknown) {
        for (const other of open)
          if (other !== channel && other.name === name)
            other.dispatchEvent(new MessageEvent('message', { data }));
      },
      close: () => open.delete(channel),
    });
    open.add(channel);
    return channel as unknown as BroadcastChannel;
  };
}

/** A tab of the fake browser: who it heard, and how to publish while it leads. */
function openTab(browser: { locks: LockManager | null; createChannel: (name: string) => BroadcastChannel }) {
  const controller = new AbortController();
  let becameLeader = () => {};
  const tab = {
    heard: [] as number[],
    publish: undefined as ((message: number) => void) | undefined,
    leads: 0,
    close: () => controller.abort(),
    /** Resolves when the tab first leads. */
    led: new Promise<void>((resolve) => {
      becameLeader = resolve;
    }),
  };
  shareAcrossTabs<number>({
    name: 'pardeh-notifications',
    signal: controller.signal,
    ...browser,
    onMessage: (message) => tab.heard.push(message),
    lead: (publish, signal) => {
      tab.leads += 1;
      tab.publish = publish;
      becameLeader();
      return new Promise((resolve) => signal.addEventListener('abort', resolve));
    },
  });
  return tab;
}

describe('one stream shared by the tabs of a browser', () => {
  it('lets one tab lead, fans its messages out to all, and hands over when it closes', async () => {
    const browser = { locks: fakeLocks(), createChannel: fakeChannels() };
    const first = openTab(browser);
    const second = openTab(browser);
    const third = openTab(browser);
    await first.led;
    expect([first.leads, second.leads, third.leads]).toEqual([1, 0, 0]);

    first.publish?.(1);
    expect([first.heard, second.heard, third.heard]).toEqual([[1], [1], [1]]);

    // A waiting tab that closes leaves the queue; the leader's closing passes the lock on.
    third.close();
    first.close();
    await second.led;
    expect([first.leads, second.leads, third.leads]).toEqual([1, 1, 0]);
    second.publish?.(2);
    expect([first.heard, second.heard, third.heard]).toEqual([[1], [1, 2], [1]]);
    second.close();
  });

  it('leads in every tab where the browser has no Web Locks', async () => {
    const createChannel = fakeChannels();
    const tabs = [openTab({ locks: null, createChannel })];
    tabs.push(openTab({ locks: null, createChannel }));
    await Promise.all(tabs.map((tab) => tab.led));
    expect(tabs.map((tab) => tab.leads)).toEqual([1, 1]);
    for (const tab of tabs) tab.close();
  });
});
