import { describe, expect, it } from 'vitest';
import { timeZoneOffset } from './time-zone-offset';

describe('timeZoneOffset', () => {
  it('writes the offset the zone has on that day, summer time included', () => {
    expect(timeZoneOffset('Europe/Lisbon', new Date('2026-01-15T12:00:00Z'))).toBe('UTC');
    expect(timeZoneOffset('Europe/Lisbon', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+1');
    expect(timeZoneOffset('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe('UTC−3:30');
    expect(timeZoneOffset('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+5:30');
  });

  it('gives nothing for a zone the runtime does not know', () => {
    expect(timeZoneOffset('Mars/Olympus_Mons', new Date('2026-01-15T12:00:00Z'))).toBe('');
  });
});
