import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';

const byOptions = [
  { value: 'firstName', label: 'First name' },
  { value: 'email', label: 'E-mail' },
];

describe('SearchBar', () => {
  it("refuses an empty search with 'Search is required' under the field", async () => {
    const onSearch = vi.fn();
    render(<SearchBar search="" onSearch={onSearch} onClear={() => {}} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Search is required',
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches for the trimmed text', async () => {
    const onSearch = vi.fn();
    render(<SearchBar search="" onSearch={onSearch} onClear={() => {}} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  vue {Enter}');
    expect(onSearch).toHaveBeenCalledWith('vue', '');
  });

  it('searches as the visitor types, once typing pauses, without Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchBar search="" onSearch={onSearch} onClear={() => {}} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vu');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'e ');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('vue', ''));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps a space typed before the pause for the next word once the list searched', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBar search="" onSearch={onSearch} onClear={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'react ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('react', ''));
    rerender(<SearchBar search="react" onSearch={onSearch} onClear={() => {}} />);
    await userEvent.type(box, 'native');
    expect(box).toHaveValue('react native');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('react native', ''));
  });

  it('asks for the field too when there is a choice of fields', async () => {
    const onSearch = vi.fn();
    render(<SearchBar search="" searchByOptions={byOptions} onSearch={onSearch} onClear={() => {}} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ann');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveAccessibleDescription(
      'Search by is required',
    );
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('ann', 'email');
  });

  it('resets the text and the field when cleared, by the button or by emptying the box', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <SearchBar
        search="ann"
        searchBy="email"
        searchByOptions={byOptions}
        onSearch={() => {}}
        onClear={onClear}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveValue('');
    rerender(
      <SearchBar
        search="bob"
        searchBy="email"
        searchByOptions={byOptions}
        onSearch={() => {}}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bob');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(onClear).toHaveBeenCalledTimes(2);
  });
});
