import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdWhileAttended } from './hold-while-attended';

/** The part of Swiper the hold uses: its element, its autoplay and the autoplay's resume event. */
function carousel() {
  const el = document.createElement('div');
  el.innerHTML = '<a href="/projects/a">A</a><a href="/projects/b">B</a>';
  const outside = document.createElement('button');
  document.body.append(el, outside);
  const resumed = new Set<() => void>();
  const autoplay = {
    paused: false,
    pause: vi.fn(() => void (autoplay.paused = true)),
    resume: vi.fn(() => {
      autoplay.paused = false;
      for (const listener of resumed) listener();
    }),
  };
  const swiper = {
    el,
    autoplay,
    on: (_event: string, listener: () => void) => resumed.add(listener),
    off: (_event: string, listener: () => void) => resumed.delete(listener),
  } as unknown as Swiper;
  const [first, second] = el.querySelectorAll('a');
  return { swiper, el, autoplay, first: first!, second: second!, outside };
}

const pointer = (el: Element, type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') =>
  el.dispatchEvent(new PointerEvent(type, { pointerType }));

afterEach(() => document.body.replaceChildren());

describe('holdWhileAttended', () => {
  it('starts held under a mouse already resting on the slides, and goes on once it leaves', () => {
    const { swiper, el, autoplay } = carousel();
    vi.spyOn(el, 'matches').mockImplementation((selector) => selector === ':hover');
    holdWhileAttended(swiper);
    expect(autoplay.paused).toBe(true);
    pointer(el, 'pointerleave');
    expect(autoplay.paused).toBe(false);
  });

  it('starts held with the focus already on a slide, stays held while it moves among them, goes on once it leaves', () => {
    const { swiper, autoplay, first, second, outside } = carousel();
    first.focus();
    holdWhileAttended(swiper);
    expect(autoplay.paused).toBe(true);
    second.focus();
    expect(autoplay.paused).toBe(true);
    outside.focus();
    expect(autoplay.paused).toBe(false);
  });

  it('holds while a mouse is over it, not while a finger touches it', () => {
    const { swiper, el, autoplay } = carousel();
    holdWhileAttended(swiper);
    expect(autoplay.paused).toBe(false);
    pointer(el, 'pointerenter', 'touch');
    expect(autoplay.paused).toBe(false);
    pointer(el, 'pointerenter');
    expect(autoplay.paused).toBe(true);
  });

  it('undoes a resume that comes while attended (Swiper resumes after a resize)', () => {
    const { swiper, el, autoplay } = carousel();
    holdWhileAttended(swiper);
    pointer(el, 'pointerenter');
    autoplay.resume();
    expect(autoplay.paused).toBe(true);
  });

  it('lets go once stopped', () => {
    const { swiper, el, autoplay } = carousel();
    const stop = holdWhileAttended(swiper);
    stop();
    pointer(el, 'pointerenter');
    expect(autoplay.paused).toBe(false);
  });
});
