import { describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_NAME,
  imageSrcSet,
  imageVariantUrl,
  markedId,
  STORED_IMAGE_NAME,
  variantsOf,
} from './variants';

describe('image variants', () => {
  it('offers an image stored before the larger variants its 160, 400 and 800 px WebP ones only, on any origin', () => {
    expect(imageSrcSet('http://localhost:5173/api/uploads/projects/a1_B-c.png')).toBe(
      'http://localhost:5173/api/uploads/projects/a1_B-c.160w.webp 160w, ' +
        'http://localhost:5173/api/uploads/projects/a1_B-c.400w.webp 400w, ' +
        'http://localhost:5173/api/uploads/projects/a1_B-c.800w.webp 800w',
    );
    expect(imageSrcSet('/api/uploads/projects/a1_B-c.png', 'avif')).toBeUndefined();
    expect(imageVariantUrl('/api/uploads/avatars/seed-owner.jpg', 800)).toBe(
      '/api/uploads/avatars/seed-owner.800w.webp',
    );
    expect(imageVariantUrl('/api/uploads/avatars/seed-owner.jpg', 1200)).toBeUndefined();
  });

  it('offers a marked upload every variant up to its reach, in AVIF and WebP, each with its true width', () => {
    expect(imageSrcSet('/api/uploads/projects/shot-w2400.png', 'avif')).toBe(
      [160, 400, 800, 1200, 1600, 2400]
        .map((width) => `/api/uploads/projects/shot-w2400.${width}w.avif ${width}w`)
        .join(', '),
    );
    // 1000 px wide: its 1200 px variant is 1000 px wide, and it has none larger.
    expect(variantsOf('shot-w1000').variants).toEqual([
      { width: 160, actualWidth: 160 },
      { width: 400, actualWidth: 400 },
      { width: 800, actualWidth: 800 },
      { width: 1200, actualWidth: 1000 },
    ]);
    expect(imageSrcSet('/api/uploads/projects/shot-w1000.png')).toMatch(/shot-w1000\.1200w\.webp 1000w$/);
    expect(imageVariantUrl('/api/uploads/projects/shot-w1000.png', 1600)).toBeUndefined();
    expect(imageSrcSet('/api/uploads/avatars/tiny-w90.png')).toBe(
      '/api/uploads/avatars/tiny-w90.160w.webp 90w',
    );
  });

  it('marks an id with its reach, at most the largest variant', () => {
    expect(markedId('abc', 1920)).toBe('abc-w1920');
    expect(markedId('abc', 6000)).toBe('abc-w2400');
    expect(variantsOf(markedId('abc', 6000)).variants.at(-1)).toEqual({ width: 2400, actualWidth: 2400 });
  });

  it('asks Cloudinary for the same widths as AVIF and WebP', () => {
    expect(imageVariantUrl('https://res.cloudinary.com/demo/image/upload/v1312461204/sample.jpg', 400)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_400,c_limit,f_webp/v1312461204/sample.jpg',
    );
    expect(imageVariantUrl('https://res.cloudinary.com/demo/image/upload/v1/sample.jpg', 2400, 'avif')).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_2400,c_limit,f_avif/v1/sample.jpg',
    );
  });

  it('offers an SVG upload of this API drawn as WebP, and leaves a Cloudinary SVG as it is', () => {
    expect(imageSrcSet('/api/uploads/technologies/seed-react.svg')).toBe(
      '/api/uploads/technologies/seed-react.160w.webp 160w, ' +
        '/api/uploads/technologies/seed-react.400w.webp 400w, ' +
        '/api/uploads/technologies/seed-react.800w.webp 800w',
    );
    expect(imageSrcSet('https://res.cloudinary.com/demo/image/upload/v1/logo.svg')).toBeUndefined();
  });

  it('leaves images of other hosts as they are', () => {
    expect(imageSrcSet('https://images.example.com/trails.webp')).toBeUndefined();
    expect(imageSrcSet('/api/uploads/projects/a.png?x=1')).toBeUndefined();
  });

  it('tells stored names and variant names apart', () => {
    expect(STORED_IMAGE_NAME.test('abc.png')).toBe(true);
    expect(STORED_IMAGE_NAME.test('abc.400w.webp')).toBe(false);
    expect(IMAGE_VARIANT_NAME.exec('abc.400w.webp')?.slice(1)).toEqual(['abc', '400', 'webp']);
    expect(IMAGE_VARIANT_NAME.exec('abc-w2400.2400w.avif')?.slice(1)).toEqual(['abc-w2400', '2400', 'avif']);
    expect(IMAGE_VARIANT_NAME.test('abc.160w.webpx')).toBe(false);
    expect(IMAGE_VARIANT_NAME.test('abc.500w.webp')).toBe(false);
    expect(IMAGE_VARIANT_NAME.test('abc.400w.png')).toBe(false);
  });
});
