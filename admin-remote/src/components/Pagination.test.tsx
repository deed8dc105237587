import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it("shows 'page / total' and moves one page at a time", async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onChange={onChange} />);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[1], [3]]);
  });

  it('does nothing on Prev at page 1, nor on Next at the last page', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    rerender(<Pagination page={2} totalPages={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never shows fewer than one page', () => {
    render(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });
});
