import { notifyAtom, createStore, Provider, type NotifyOptions } from '@portfolio/shared/state';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';

let store: ReturnType<typeof createStore>;
const notify = (options: NotifyOptions) => act(() => store.set(notifyAtom, options));

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

  it('stands still while the pointer rests on it, and runs on with the time that was left', () => {
    notify({ text: 'Message deleted.', autoClose: 1000 });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(screen.getByRole('status'));
    expect(screen.getByTestId('toast-progress')).toHaveStyle({ animationPlayState: 'paused' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole('status'));
    expect(screen.getByTestId('toast-progress')).toHaveStyle({ animationPlayState: 'running' });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stands still while the keyboard is in it, moving between its buttons too', () => {
    notify({ text: 'Message deleted.', autoClose: 1000, action: { label: 'Undo', run: () => undefined } });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.blur(undo, { relatedTarget: close });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => close.blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'warning', 'info'])('announces %s notifications as a status', (type) => {
    notify({ text: 'Heads up', type });
    expect(screen.getByRole('status')).toHaveAttribute('data-type', type);
  });

  it('offers its action beside the text: run once, the toast closed, what the action says shown', () => {
    const run = vi.fn(() => store.set(notifyAtom, { text: 'Message restored.', type: 'success' }));
    notify({ text: 'Message deleted.', type: 'success', action: { label: 'Undo', run } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Message restored.');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
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

  it('offers its action while it shows: Undo runs once and closes the toast', () => {
    const undo = vi.fn();
    notify({ text: 'Project saved', type: 'success', action: { label: 'Undo', run: undo } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the action away with its toast: a newer toast without one has no Undo', () => {
    notify({ text: 'Project saved', type: 'success', action: { label: 'Undo', run: vi.fn() } });
    notify({ text: 'Projects refreshed.' });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
