import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_NAME, imageSrcSet, imageVariantUrl, STORED_IMAGE_NAME } from './variants';

describe('image variants', () => {
  it('offers the 160, 400 and 800 px WebP variants of an upload of this API, on any origin', () => {
    expect(imageSrcSet('http://localhost:5173/api/uploads/projects/a1_B-c.png')).toBe(
      'http://localhost:5173/api/uploads/projects/a1_B-c.160w.webp 160w, ' +
        'http://localhost:5173/api/uploads/projects/a1_B-c.400w.webp 400w, ' +
        'http://localhost:5173/api/uploads/projects/a1_B-c.800w.webp 800w',
    );
    expect(imageVariantUrl('/api/uploads/avatars/seed-owner.jpg', 800)).toBe(
      '/api/uploads/avatars/seed-owner.800w.webp',
    );
  });

  it('asks Cloudinary for the same widths as WebP', () => {
    expect(imageVariantUrl('https://res.cloudinary.com/demo/image/upload/v1312461204/sample.jpg', 400)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_400,c_limit,f_webp/v1312461204/sample.jpg',
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
    expect(IMAGE_VARIANT_NAME.exec('abc.400w.webp')?.slice(1)).toEqual(['abc', '400']);
    expect(IMAGE_VARIANT_NAME.exec('abc.160w.webp')?.slice(1)).toEqual(['abc', '160']);
    expect(IMAGE_VARIANT_NAME.test('abc.160w.webpx')).toBe(false);
    expect(IMAGE_VARIANT_NAME.test('abc.500w.webp')).toBe(false);
    expect(IMAGE_VARIANT_NAME.test('abc.400w.png')).toBe(false);
  });
});
