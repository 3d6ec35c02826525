import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStreamSlot } from './use-stream-slot.ts';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const device = {
  id: SECOND,
  device: 'کروم روی اندروید',
  playing: 'فیلم (1080p)',
  startedAt: '2026-11-27T18:00:00Z',
};

/** The API as the hook meets it: claims answer from `claims` in turn, heartbeats from `beats`. */
function stubApi({ claims, beats = [] }: { claims: Response[]; beats?: Response[] }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      // A release takes half a second to answer, so a test sees whether a claim waited for it.
      if (path.endsWith('/release'))
        return new Promise<Response>((resolve) =>
          setTimeout(() => resolve(new Response(null, { status: 204 })), 500),
        );
      const next = path.endsWith('/heartbeat') ? beats.shift() : claims.shift();
      return next ?? new Response(null, { status: 204 });
    }),
  );
  const beacons: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string) => beacons.push(new URL(url).pathname) > 0,
  });
  return { calls, beacons };
}

const slot = (id: string) => Response.json({ data: { id, heartbeatSeconds: 1 } }, { status: 201 });
const ended = (reason: 'stopped' | 'expired') =>
  Response.json({ message: reason === 'stopped' ? 'پخش متوقف شد.' : 'منقضی شد.', reason }, { status: 410 });

/** A stand-in for the player's <video>: it only pauses, plays and fires `play`. */
function fakeVideo() {
  const video = new EventTarget() as EventTarget & { pause: () => void; play: () => Promise<void> };
  video.pause = vi.fn();
  video.play = vi.fn(() => {
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  return video;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const beat = () => act(() => vi.advanceTimersByTimeAsync(1000));

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  cleanup();
  await vi.runAllTimersAsync(); // the releases of unmounted hooks answer before the next test
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useStreamSlot', () => {
  it('takes no screen for a free file', () => {
    const { calls } = stubApi({ claims: [] });
    const { result } = renderHook(() => useStreamSlot(null, null));
    expect(result.current.state).toEqual({ status: 'free' });
    expect(calls).toEqual([]);
  });

  it('claims, beats, claims again after a lapse without leaving the player, and releases on leaving', async () => {
    const { calls, beacons } = stubApi({
      claims: [slot(FIRST), slot(SECOND)],
      beats: [new Response(null, { status: 204 }), ended('expired')],
    });
    const { result, unmount } = renderHook(() => useStreamSlot(7, null));
    expect(result.current.state.status).toBe('claiming');
    await settle();
    expect(result.current.state.status).toBe('holding');
    await beat();
    expect(result.current.state.status).toBe('holding');
    await beat();
    await settle();
    expect(result.current.state.status).toBe('holding');
    expect(calls).toEqual([
      'POST /api/user/stream-slots',
      `POST /api/user/stream-slots/${FIRST}/heartbeat`,
      `POST /api/user/stream-slots/${FIRST}/heartbeat`,
      'POST /api/user/stream-slots',
    ]);
    unmount();
    await settle();
    expect(calls.at(-1)).toBe(`POST /api/stream-slots/${SECOND}/release`);
    expect(beacons).toEqual([]);
  });

  it('releases by beacon as the page goes', async () => {
    const { beacons } = stubApi({ claims: [slot(FIRST)] });
    renderHook(() => useStreamSlot(7, null));
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([`/api/stream-slots/${FIRST}/release`]);
  });

  it('claims for the next file only once the last one is released', async () => {
    const { calls } = stubApi({ claims: [slot(FIRST), slot(SECOND)] });
    const { result, rerender } = renderHook(({ fileId }) => useStreamSlot(fileId, null), {
      initialProps: { fileId: 7 },
    });
    await settle();
    rerender({ fileId: 8 });
    await settle();
    expect(result.current.state.status).toBe('claiming');
    expect(calls.at(-1)).toBe(`POST /api/stream-slots/${FIRST}/release`);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current.state.status).toBe('holding');
    expect(calls).toEqual([
      'POST /api/user/stream-slots',
      `POST /api/stream-slots/${FIRST}/release`,
      'POST /api/user/stream-slots',
    ]);
  });

  it('pauses and stays paused once stopped from another device, and plays again on «play here»', async () => {
    stubApi({ claims: [slot(FIRST), slot(SECOND)], beats: [ended('stopped')] });
    const video = fakeVideo();
    const { result } = renderHook(() => useStreamSlot(7, video as unknown as HTMLVideoElement));
    await settle();
    await beat();
    expect(result.current.state).toEqual({ status: 'stopped', message: 'پخش متوقف شد.' });
    expect(video.pause).toHaveBeenCalledTimes(1);
    video.dispatchEvent(new Event('play'));
    expect(video.pause).toHaveBeenCalledTimes(2);
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('reclaiming');
    await settle();
    expect(result.current.state.status).toBe('holding');
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.pause).toHaveBeenCalledTimes(2);
  });

  it('lists the devices playing when every screen is in use', async () => {
    stubApi({
      claims: [
        Response.json({ message: 'همه در حال پخش‌اند.', screens: 1, devices: [device] }, { status: 409 }),
      ],
    });
    const { result } = renderHook(() => useStreamSlot(7, null));
    await settle();
    expect(result.current.state).toEqual({
      status: 'full',
      full: { message: 'همه در حال پخش‌اند.', screens: 1, devices: [device] },
    });
  });
});
