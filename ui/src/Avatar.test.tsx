import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the photo, eager only when asked to', () => {
    render(<Avatar src="/a.png" name="Alex Morgan" size="lg" priority />);
    const photo = screen.getByRole('img', { name: 'Photo of Alex Morgan' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('width', '112');
  });

  it('shows the initials when there is no photo', () => {
    render(<Avatar src={null} name="Alex Morgan" />);
    expect(screen.getByTestId('avatar-placeholder')).toHaveTextContent('AM');
    expect(initialsOf('  jamie  lee rivera ')).toBe('JL');
  });
});
