import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PosterImage } from './poster-image.tsx';

const key = '0123456789abcdef0123456789abcdef';
const stored = `/images/poster/${key}/480.webp`;

const posterBox = (container: HTMLElement) => container.querySelector('[data-poster]') as HTMLElement;

describe('PosterImage', () => {
  it('offers every stored width of a Pardeh poster, over the drawn placeholder', () => {
    const { container } = render(<PosterImage src={stored} title="پدرخوانده" seed={7} sizes="160px" />);
    const image = screen.getByRole('img', { name: 'پدرخوانده' }) as HTMLImageElement;
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe(stored);
    expect(image.getAttribute('srcset')).toBe(
      `/images/poster/${key}/160.webp 160w, /images/poster/${key}/320.webp 320w, /images/poster/${key}/480.webp 480w`,
    );
    expect(image.getAttribute('sizes')).toBe('160px');
    expect(image.getAttribute('loading')).toBe('lazy');
    // Drawn underneath while the picture loads, hidden from screen readers (the picture names it).
    const placeholder = container.querySelector('.poster-placeholder') as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toContain('پدرخوانده');
    expect(posterBox(container).dataset.poster).toBe('image');
  });

  it('keeps only the placeholder when the picture fails to load', () => {
    const { container } = render(<PosterImage src={stored} title="Heat" seed={3} priority />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('eager');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(posterBox(container).dataset.poster).toBe('placeholder');
    expect(screen.getByRole('img', { name: 'Heat' }).className).toBe('poster-placeholder');
  });

  it('draws the placeholder without a picture, and takes other addresses without a srcset', () => {
    const { container, rerender } = render(<PosterImage src={null} title="Baran" seed={1} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Baran' }).className).toBe('poster-placeholder');
    rerender(<PosterImage src="/media/frame-1.jpg" title="Baran" seed={1} />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/media/frame-1.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
  });
});
