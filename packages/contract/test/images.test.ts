import { describe, expect, it } from 'vitest';
import { imageAtWidth, imagePath, imageSrcSet, imageWidths, parseImagePath } from '../src/images.ts';

const key = '0123456789abcdef0123456789abcdef';

describe('Pardeh picture paths', () => {
  it('answers the largest width by default and parses what it builds', () => {
    expect(imagePath('poster', key)).toBe(`/images/poster/${key}/480.webp`);
    expect(imagePath('profile', key, 160)).toBe(`/images/profile/${key}/160.webp`);
    for (const kind of ['poster', 'backdrop', 'profile'] as const) {
      for (const width of imageWidths[kind]) {
        expect(parseImagePath(imagePath(kind, key, width))).toEqual({ kind, key, width });
      }
    }
  });

  it('parses nothing but a stored width of a known kind', () => {
    for (const path of [
      `/images/poster/${key}/500.webp`,
      `/images/poster/${key}/1280.webp`,
      `/images/poster/${key}/480.jpg`,
      `/images/cover/${key}/480.webp`,
      `/images/poster/${key.slice(1)}/480.webp`,
      `/images/poster/${key.toUpperCase()}/480.webp`,
      `https://image.tmdb.org/images/poster/${key}/480.webp`,
      `/images/poster/${key}/480.webp?x=1`,
      '/media/frame-1.jpg',
    ]) {
      expect(parseImagePath(path), path).toBeNull();
    }
  });

  it('builds a srcset of every width, and none for other addresses', () => {
    expect(imageSrcSet(imagePath('backdrop', key))).toBe(
      `/images/backdrop/${key}/640.webp 640w, /images/backdrop/${key}/1280.webp 1280w`,
    );
    expect(imageSrcSet('/media/frame-1.jpg')).toBeNull();
  });

  it('picks the stored width closest above the one asked for', () => {
    const backdrop = imagePath('backdrop', key);
    expect(imageAtWidth(backdrop, 300)).toBe(`/images/backdrop/${key}/640.webp`);
    expect(imageAtWidth(backdrop, 641)).toBe(`/images/backdrop/${key}/1280.webp`);
    expect(imageAtWidth(backdrop, 4000)).toBe(`/images/backdrop/${key}/1280.webp`);
    expect(imageAtWidth('/media/frame-1.jpg', 640)).toBe('/media/frame-1.jpg');
  });
});
