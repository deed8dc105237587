import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport('800px 0px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** The browser's IntersectionObserver, driven by the test: it reports what the test says is in view. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays far until the element comes within the margin, then stays near', () => {
    const observers = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]!.options?.rootMargin).toBe('800px 0px');

    const report = (isIntersecting: boolean) =>
      act(() =>
        observers
          .at(-1)!
          .callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts everything as near where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
