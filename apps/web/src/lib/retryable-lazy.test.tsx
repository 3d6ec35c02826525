import { act, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy, retryFailedLoads } from './retryable-lazy.ts';

class Catch extends Component<{ children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    return this.state.error ? <p>failed</p> : this.props.children;
  }
}

const page = () => ({ default: () => <p>the part</p> });
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');
/** A part whose code fails to arrive the first time, rendered once: it shows the failure. */
async function partFailingOnce() {
  const load = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue(page());
  const Part = retryableLazy(load);
  const first = renderPart(Part, 1);
  expect(await screen.findByText('failed')).toBeTruthy();
  first.unmount();
  return { Part, load };
}

const renderPart = (Part: ComponentType, key: number) =>
  render(
    <Catch key={key}>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </Catch>,
  );

describe('retryableLazy', () => {
  it('loads once when the load succeeds', async () => {
    const load = vi.fn(async () => page());
    const Part = retryableLazy(load);
    renderPart(Part, 1);
    expect(await screen.findByText('the part')).toBeTruthy();
    renderPart(Part, 2);
    expect(screen.getAllByText('the part')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until asked to retry, then loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Part, load } = await partFailingOnce();
    // Rendered again without a retry: the same failure, no second request.
    const second = renderPart(Part, 2);
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();

    retryFailedLoads();
    renderPart(Part, 3);
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('retries a failed load once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Part } = await partFailingOnce();
    await act(async () => window.dispatchEvent(new Event('online')));
    renderPart(Part, 2);
    expect(await screen.findByText('the part')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
