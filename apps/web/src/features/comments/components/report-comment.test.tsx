import type { Comment, CommentsPage, User } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { commentsMessages as m } from '../messages.ts';
import { CommentsSection } from './comments-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

const comment = (fields: Partial<Comment>): Comment => ({
  id: 1,
  titleId: 7,
  parentId: null,
  author: { id: 3, name: 'سارا' },
  body: 'متن نظر',
  deleted: false,
  spoiler: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  likes: 0,
  dislikes: 0,
  like: 0,
  isOwn: false,
  ...fields,
});

const page = (canComment: boolean): CommentsPage => ({
  data: [
    { ...comment({ id: 1, body: 'نظر دیگری' }), replies: [] },
    { ...comment({ id: 2, body: 'نظر خودم', author: { id: 9, name: 'من' }, isOwn: true }), replies: [] },
  ],
  meta: { page: 1, perPage: 10, total: 2, lastPage: 1 },
  canComment,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the API: the comments list, and the report answering `reportAnswer`. */
function stubApi({
  canComment = true,
  reportAnswer = json(201, { data: { commentId: 1, createdAt: '' } }),
} = {}) {
  const reports: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path.endsWith('/report')) {
        reports.push({ path, body: JSON.parse(String(init?.body)) });
        return reportAnswer.clone();
      }
      return json(200, page(canComment));
    }),
  );
  return reports;
}

const signIn = () =>
  useAuthStore.setState({ user: { id: 9, name: 'من' } as User, token: 'token', status: 'authenticated' });

const renderSection = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <CommentsSection titleId={7} />
      </MemoryRouter>
    </AppProviders>,
  );

const cardOf = async (text: string) => (await screen.findByText(text)).closest('article') as HTMLElement;

describe('reporting a comment', () => {
  it('is not offered to visitors', async () => {
    stubApi();
    renderSection();
    await cardOf('نظر دیگری');
    expect(screen.queryByRole('button', { name: m.report })).toBeNull();
  });

  it('is offered on other users’ comments only, and sends the optional reason', async () => {
    const reports = stubApi();
    signIn();
    renderSection();
    expect(within(await cardOf('نظر خودم')).queryByRole('button', { name: m.report })).toBeNull();
    fireEvent.click(within(await cardOf('نظر دیگری')).getByRole('button', { name: m.report }));

    const dialog = await screen.findByRole('dialog', { name: m.reportTitle });
    fireEvent.change(within(dialog).getByLabelText(m.reportReason), { target: { value: 'توهین‌آمیز' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.reportSubmit }));
    expect(await within(dialog).findByText(m.reportSent)).toBeTruthy();
    expect(reports).toEqual([{ path: '/api/comments/1/report', body: { reason: 'توهین‌آمیز' } }]);

    fireEvent.click(within(dialog).getByRole('button', { name: m.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says plainly that a second report of the same comment is already in', async () => {
    stubApi({ reportAnswer: json(409, { message: 'این نظر را پیش‌تر گزارش کرده‌اید.' }) });
    signIn();
    renderSection();
    fireEvent.click(within(await cardOf('نظر دیگری')).getByRole('button', { name: m.report }));
    const dialog = await screen.findByRole('dialog', { name: m.reportTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: m.reportSubmit }));
    expect(await within(dialog).findByText(m.reportDuplicate)).toBeTruthy();
  });

  it('shows a barred reader why there is no comment form', async () => {
    stubApi({ canComment: false });
    signIn();
    renderSection();
    expect(await screen.findByText(m.commentingBlocked)).toBeTruthy();
    expect(screen.queryByLabelText(m.formLabel)).toBeNull();
  });
});
