import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siReact } from 'simple-icons';
import { startTestApp, type TestApp } from '../../test/test-app';

interface Technology {
  name: string;
  icon: string | null;
}
interface Profile {
  avatar: string | null;
  projects: {
    name: string;
    cover: string | null;
    gallery: { image: string; alt: string; caption: string | null }[];
  }[];
}

describe('the first start seeds a portfolio with real images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.inject({ method: 'GET', url: new URL(url).pathname });

  it('gives every technology its real logo from simple-icons, stored as an SVG upload', async () => {
    const { technologies } = (await t.inject({ method: 'GET', url: '/api/v1/technologies' })).json<{
      technologies: Technology[];
    }>();
    expect(technologies).toHaveLength(7);
    for (const technology of technologies) {
      expect(technology.icon).toMatch(
        /^http:\/\/portfolio\.test\/api\/uploads\/technologies\/seed-[a-z]+\.svg$/,
      );
      const served = await get(technology.icon!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
    }
    const react = technologies.find((technology) => technology.name === 'React')!;
    const svg = (await get(react.icon!)).body;
    expect(svg).toContain(siReact.path);
    expect(svg).toContain(`#${siReact.hex.toLowerCase()}`);
  });

  it('gives each demo project a cover and the owner a portrait, with 400 and 800 px WebP and AVIF variants', async () => {
    const owner = (await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<Profile>();
    const images = [owner.avatar, ...owner.projects.map((project) => project.cover)];
    expect(images).toHaveLength(4);
    for (const url of images) {
      expect(url).toMatch(
        /^http:\/\/portfolio\.test\/api\/uploads\/(projects|avatars)\/seed-[a-z-]+-w[0-9]+\.(webp|png)$/,
      );
      const original = await sharp((await get(url!)).rawPayload).metadata();
      expect(original.width).toBeGreaterThanOrEqual(512);
      for (const width of [400, 800]) {
        const variant = await get(url!.replace(/\.(webp|png)$/, `.${width}w.webp`));
        expect(variant.statusCode).toBe(200);
        expect(variant.headers['content-type']).toBe('image/webp');
        const metadata = await sharp(variant.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        // Never enlarged: the 512 px portrait's 800 px variant is 512 px wide.
        expect(metadata.width).toBe(Math.min(width, original.width!));
        expect(metadata.height).toBe(Math.round((original.height! * metadata.width!) / original.width!));
        const avif = await get(url!.replace(/\.(webp|png)$/, `.${width}w.avif`));
        expect(avif.headers['content-type']).toBe('image/avif');
        expect((await sharp(avif.rawPayload).metadata()).width).toBe(metadata.width);
      }
    }
  });

  it('shows a demo project with a gallery of drawn screenshots, each described and most captioned', async () => {
    const owner = (await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<Profile>();
    const trail = owner.projects.find((project) => project.name === 'Trail Planner')!;
    expect(trail.gallery).toHaveLength(3);
    for (const { image, alt } of trail.gallery) {
      expect(image).toMatch(
        /^http:\/\/portfolio\.test\/api\/uploads\/projects\/seed-screenshot-[a-z]+-w2000\.webp$/,
      );
      expect(alt.length).toBeGreaterThan(20);
      expect((await sharp((await get(image)).rawPayload).metadata()).width).toBe(2000);
    }
    expect(trail.gallery.filter(({ caption }) => caption)).toHaveLength(2);
  });
});
