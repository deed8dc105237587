import { notifyAtom, createStore, Provider } from '@portfolio/shared/state';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';

let store: ReturnType<typeof createStore>;
const notify = (options: { text: string; type?: string; autoClose?: number }) =>
  act(() => store.set(notifyAtom, options));

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store = createStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('closes an info notification after the default 5000 ms, with a progress bar over that time', () => {
    notify({ text: 'Projects refreshed.' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Projects refreshed.');
    expect(toast).toHaveAttribute('data-type', 'info');
    expect(screen.getByTestId('toast-progress')).toHaveStyle({ animationDuration: '5000ms' });

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows one at a time: the newest wins and gets its own full time', () => {
    notify({ text: 'First', autoClose: 1000 });
    act(() => vi.advanceTimersByTime(800));
    notify({ text: 'Saved', type: 'success', autoClose: 1000 });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'warning', 'info'])('announces %s notifications as a status', (type) => {
    notify({ text: 'Heads up', type });
    expect(screen.getByRole('status')).toHaveAttribute('data-type', type);
  });

  it('announces errors as alerts', () => {
    notify({ text: 'Error: wrong credentials.', type: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: wrong credentials.');
  });

  it('falls back to info for an unknown type', () => {
    notify({ text: 'Odd', type: 'shout' });
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'info');
  });

  it('closes at once with its close button', () => {
    notify({ text: 'Saved', type: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays until closed when its time is 0', () => {
    notify({ text: 'Read me', type: 'warning', autoClose: 0 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Read me');
    expect(screen.queryByTestId('toast-progress')).not.toBeInTheDocument();
  });
});
