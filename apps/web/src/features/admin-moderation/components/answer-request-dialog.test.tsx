import type { AdminContentRequest } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { AnswerRequestDialog } from './answer-request-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request: AdminContentRequest = {
  id: 5,
  title: 'سریال تاریک',
  type: 'series',
  year: 2017,
  imdbId: 'tt5753856',
  note: null,
  status: 'pending',
  reply: null,
  addedTitleId: null,
  titlePath: null,
  requesters: 3,
  firstRequester: { id: 2, name: 'سارا', email: 'sara@example.com' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** Records every call and answers each with the request as the server would. */
function stubApi() {
  const calls: Array<{ path: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        path: new URL(url).pathname,
        method: init?.method ?? 'GET',
        body: JSON.parse(String(init?.body)),
      });
      return new Response(JSON.stringify({ data: { ...request, status: 'rejected' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const renderDialog = (onDone = vi.fn()) =>
  render(
    <AppProviders>
      <MemoryRouter>
        <AnswerRequestDialog request={request} action="reject" onClose={() => {}} onDone={onDone} />
      </MemoryRouter>
    </AppProviders>,
  );

describe('answering a request', () => {
  it('says how many will be told, and a rejection needs a reply before anything is sent', async () => {
    const calls = stubApi();
    const onDone = vi.fn();
    renderDialog(onDone);
    expect(screen.getByRole('dialog').textContent).toContain('۳ درخواست‌کننده');

    fireEvent.click(screen.getByRole('button', { name: 'رد کن و خبر بده' }));
    expect(await screen.findByText('پاسخ به درخواست‌کنندگان را بنویسید.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  مجوز پخش در ایران ندارد.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'رد کن و خبر بده' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('«سریال تاریک» رد شد و درخواست‌کنندگان خبر گرفتند.'),
    );
    expect(calls).toEqual([
      { path: '/api/admin/requests/5/reject', method: 'POST', body: { reply: 'مجوز پخش در ایران ندارد.' } },
    ]);
  });
});
