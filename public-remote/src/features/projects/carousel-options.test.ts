import { describe, expect, it } from 'vitest';
import { carouselOptions } from './carousel-options';

describe('carouselOptions', () => {
  const options = carouselOptions({ slideCount: 4, reducedMotion: false });

  it('autoplays every 3000 ms and keeps going after a swipe; the hold under the mouse is our own', () => {
    expect(options.autoplay).toMatchObject({
      enabled: true,
      delay: 3000,
      pauseOnMouseEnter: false,
      disableOnInteraction: false,
    });
  });

  it('loops endlessly and has no arrows', () => {
    expect(options.loop).toBe(true);
    expect(options.rewind).toBe(false);
    expect(options.navigation).toBe(false);
  });

  it('shows one slide below 464 px and two from 464 px up', () => {
    expect(options.slidesPerView).toBe(1);
    expect(options.breakpoints).toEqual({ 464: { slidesPerView: 2 } });
  });

  it('shows all three projects at once from 1024 px, with no loop there, and loops them below that width', () => {
    const three = carouselOptions({ slideCount: 3, reducedMotion: false });
    expect(three.breakpoints).toEqual({ 464: { slidesPerView: 2 }, 1024: { slidesPerView: 3, loop: false } });
    expect(three.loop).toBe(true);
    expect(three.rewind).toBe(false);
  });

  it('does not move by itself, nor animate, when the visitor prefers reduced motion', () => {
    const reduced = carouselOptions({ slideCount: 3, reducedMotion: true });
    expect(reduced.autoplay).toMatchObject({ enabled: false });
    expect(reduced.speed).toBe(0);
  });

  it('rewinds instead of looping when there are too few projects for a loop', () => {
    const two = carouselOptions({ slideCount: 2, reducedMotion: false });
    expect(two.loop).toBe(false);
    expect(two.rewind).toBe(true);
    expect(two.autoplay).toMatchObject({ enabled: true });
  });

  it('keeps a single project still', () => {
    const one = carouselOptions({ slideCount: 1, reducedMotion: false });
    expect(one.loop).toBe(false);
    expect(one.rewind).toBe(false);
    expect(one.autoplay).toMatchObject({ enabled: false });
  });
});
