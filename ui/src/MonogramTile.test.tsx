import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gradientFor, MonogramTile, monogramOf } from './MonogramTile';

describe('MonogramTile', () => {
  it('shows two letters of the name on a gradient of its own, hidden from screen readers', () => {
    render(<MonogramTile name="Tailwind CSS" className="size-10" />);
    const tile = screen.getByTestId('monogram-tile');
    expect(tile).toHaveTextContent('TC');
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveClass('size-10', 'text-white', ...gradientFor('Tailwind CSS').split(' '));
  });

  it('takes the first letters of two words, or the first two of one', () => {
    expect(monogramOf('Node.js')).toBe('NJ');
    expect(monogramOf('docker')).toBe('Do');
    expect(monogramOf('Go')).toBe('Go');
  });

  it('gives a name the same colours every time, and different names different ones', () => {
    expect(gradientFor('Docker')).toBe(gradientFor(' docker '));
    const names = ['Docker', 'Kubernetes', 'Rust', 'Go', 'Python', 'Svelte', 'Redis', 'Kafka'];
    expect(new Set(names.map(gradientFor)).size).toBeGreaterThan(3);
  });
});
