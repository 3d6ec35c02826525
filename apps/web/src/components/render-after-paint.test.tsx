import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RenderAfterPaint } from './render-after-paint.tsx';

// act() without testing-library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Server-renders `element`, then hydrates that HTML as the browser does; answers what React reported. */
async function serverRenderThenHydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverHtml = container.innerHTML;
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError });
  });
  return { serverHtml, container, onRecoverableError };
}

describe('RenderAfterPaint on a server-rendered page', () => {
  it('leaves its children out of the server HTML, then renders them after the paint', async () => {
    const { serverHtml, container, onRecoverableError } = await serverRenderThenHydrate(
      <RenderAfterPaint placeholder={<p>جای خالی</p>}>
        <p>خلاصه داستان</p>
      </RenderAfterPaint>,
    );
    expect(serverHtml).toBe('<p>جای خالی</p>');
    await vi.waitFor(() => expect(container.textContent).toBe('خلاصه داستان'));
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('with onServer, puts them in the server HTML and hydrates them as they are', async () => {
    const { serverHtml, container, onRecoverableError } = await serverRenderThenHydrate(
      <RenderAfterPaint placeholder={<p>جای خالی</p>} onServer>
        <p>خلاصه داستان</p>
      </RenderAfterPaint>,
    );
    expect(serverHtml).toBe('<p>خلاصه داستان</p>');
    expect(container.textContent).toBe('خلاصه داستان');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
