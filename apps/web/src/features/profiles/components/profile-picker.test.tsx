import type { Profile, ProfilesState } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { ProfilePicker } from './profile-picker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = (id: number, name: string, overrides: Partial<Profile> = {}): Profile => ({
  id,
  name,
  avatar: 'sun',
  kind: 'adult',
  maturityAge: null,
  hasPin: false,
  ...overrides,
});

const kids = profile(2, 'نوید', { kind: 'kids', maturityAge: 12, avatar: 'cat' });
const parent = profile(1, 'پدر', { hasPin: true });
const state: ProfilesState = { active: kids, profiles: [parent, kids] };

/** The select call: refused with a wrong PIN the first time when `refuseFirst`, else taken. */
function stubSelect({ refuseFirst }: { refuseFirst: boolean }) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return refuseFirst && bodies.length === 1
        ? Response.json({ message: 'رمز نمایه درست نیست.' }, { status: 403 })
        : Response.json({ data: { ...state, active: parent } });
    }),
  );
  return bodies;
}

describe('ProfilePicker', () => {
  it('marks a kids profile; choosing the active profile again asks no PIN', async () => {
    const bodies = stubSelect({ refuseFirst: false });
    const picked = vi.fn();
    render(
      <AppProviders>
        <MemoryRouter>
          <ProfilePicker state={{ ...state, active: parent }} onPicked={picked} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'چه کسی تماشا می‌کند؟' })).toBeTruthy();
    expect(screen.getByText('کودک')).toBeTruthy();
    // Choosing the active profile again asks nothing and closes the picker.
    fireEvent.click(screen.getByRole('button', { name: /پدر/ }));
    await waitFor(() => expect(picked).toHaveBeenCalled());
    expect(bodies).toEqual([{}]);
  });

  it("leaving a kids' profile for a protected one asks its PIN, reading Persian digits", async () => {
    const bodies = stubSelect({ refuseFirst: true });
    render(
      <AppProviders>
        <MemoryRouter>
          <ProfilePicker state={state} />
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: /پدر/ }));
    const pin = (await screen.findByLabelText('رمز ۴ رقمی')) as HTMLInputElement;
    expect(pin.inputMode).toBe('numeric');
    fireEvent.change(pin, { target: { value: '۱۲' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(await screen.findByText('رمز باید ۴ رقم باشد.')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(pin, { target: { value: '۱۲۳۴' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(await screen.findByText('رمز نمایه درست نیست.')).toBeTruthy();
    expect(bodies).toEqual([{ pin: '1234' }]);
  });
});
