import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

describe('App', () => {
  it('shows the product name in Persian', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'پرده' })).toBeTruthy();
  });
});
