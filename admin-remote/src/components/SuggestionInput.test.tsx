import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestionInput } from './SuggestionInput';

const items = [
  { id: 1, name: 'React' },
  { id: 2, name: 'Redux' },
  { id: 3, name: 'Vue' },
];

function setup() {
  const onPick = vi.fn();
  render(<SuggestionInput label="Add a technology" items={items} onPick={onPick} />);
  const input = screen.getByRole('combobox', { name: 'Add a technology' });
  return { onPick, input, user: userEvent.setup() };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SuggestionInput', () => {
  afterEach(() => vi.useRealTimers());

  it('filters as you type, case-insensitively, in a list at most 300 px tall', async () => {
    const { input, user } = setup();
    await user.type(input, 're');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['React', 'Redux']);
    expect(screen.getByRole('listbox')).toHaveClass('max-h-[300px]');
  });

  it('moves with the arrows and picks with Enter', async () => {
    const { input, onPick, user } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Vue');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(items[2]);
    expect(input).toHaveValue('');
  });

  it('picks with the mouse', async () => {
    const { input, onPick, user } = setup();
    await user.type(input, 'vu');
    await user.click(screen.getByRole('option', { name: 'Vue' }));
    expect(onPick).toHaveBeenCalledWith(items[2]);
  });

  it('closes on Escape', async () => {
    const { input, user } = setup();
    await user.type(input, 'r');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes 300 ms after it loses focus, not sooner', () => {
    vi.useFakeTimers();
    const { input } = setup();
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(299));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const { input, user } = setup();
    await user.type(input, 'angular');
    expect(options()).toEqual([]);
    expect(screen.getByText('Nothing to add matching “angular”.')).toBeInTheDocument();
  });
});
