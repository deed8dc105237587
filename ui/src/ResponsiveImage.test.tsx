import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('offers the WebP variants of a raster upload with the slot sizes, sized and lazy', () => {
    render(
      <ResponsiveImage
        src="/api/uploads/projects/abc.png"
        alt="Cover"
        width={800}
        height={450}
        sizes="50vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Cover' });
    // Stored before the larger variants and AVIF: the WebP widths it has, in no <picture>.
    expect(image.parentElement!.tagName).not.toBe('PICTURE');
    expect(image).toHaveAttribute(
      'srcset',
      '/api/uploads/projects/abc.160w.webp 160w, /api/uploads/projects/abc.400w.webp 400w, ' +
        '/api/uploads/projects/abc.800w.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('src', '/api/uploads/projects/abc.png');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('offers a marked upload as AVIF then WebP, each variant it has with its true width, none it lacks', () => {
    render(
      <ResponsiveImage
        src="/api/uploads/projects/abc-w1000.png"
        alt="Screenshot"
        width={800}
        height={500}
        sizes="100vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Screenshot' });
    // 1000 px wide: its 1200 px variant is 1000 px (never enlarged), and it has none larger.
    expect(image).toHaveAttribute(
      'srcset',
      '/api/uploads/projects/abc-w1000.160w.webp 160w, /api/uploads/projects/abc-w1000.400w.webp 400w, ' +
        '/api/uploads/projects/abc-w1000.800w.webp 800w, /api/uploads/projects/abc-w1000.1200w.webp 1000w',
    );
    const source = image.parentElement!.querySelector('source')!;
    expect(image.parentElement!.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('sizes', '100vw');
    expect(source.getAttribute('srcset')).toBe(image.getAttribute('srcset')!.replaceAll('.webp', '.avif'));
  });

  it('uses an image from elsewhere as it is, and loads eagerly when asked', () => {
    render(
      <ResponsiveImage
        src="https://cdn.example.com/react.svg"
        width={40}
        height={40}
        sizes="40px"
        lazy={false}
      />,
    );
    const image = document.querySelector('img')!;
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('alt', '');
  });
});
