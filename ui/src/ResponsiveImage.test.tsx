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
