import { notifyAtom } from '@portfolio/shared/state';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the newest notification and closes it after its time', () => {
    vi.useFakeTimers();
    const store = createStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    act(() => store.set(notifyAtom, { text: 'First' }));
    act(() => store.set(notifyAtom, { text: 'Saved', type: 'success', autoClose: 1000 }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    act(() => store.set(notifyAtom, { text: 'Error: wrong credentials.', type: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: wrong credentials.');
  });
});
