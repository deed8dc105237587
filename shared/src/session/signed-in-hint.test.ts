import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the signed_in cookie among the others', () => {
    expect(hasSignedInHint('theme=dark; signed_in=1; other=2')).toBe(true);
    expect(hasSignedInHint('signed_in=1')).toBe(true);
  });

  it('is not fooled by an empty or a similar cookie', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('signed_in=')).toBe(false);
    expect(hasSignedInHint('not_signed_in=1; signed_inx=1')).toBe(false);
  });
});
