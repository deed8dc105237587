import { describe, expect, it } from 'vitest';
import { shown } from './field-values';

describe('a field value as the history shows it', () => {
  it('names a gallery by its images’ alt text and outcomes by their sentences, in order', () => {
    expect(
      shown([
        { image: '/api/uploads/projects/a.png', alt: 'The map of day two', caption: null },
        { image: '/api/uploads/projects/b.png', alt: 'The packing list', caption: 'Shared' },
      ]),
    ).toBe('The map of day two; The packing list');
    expect(shown([{ text: 'Clubs using it', figure: '40' }])).toBe('Clubs using it');
  });

  it('names linked items by name when known, else by id, and an empty list as a dash', () => {
    expect(shown([3, 4], new Map([[3, 'React']]))).toBe('React, 4');
    expect(shown([])).toBe('—');
  });
});
