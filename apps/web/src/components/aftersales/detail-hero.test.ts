import { describe, expect, it } from 'vitest';
import { formatDuration } from './detail-hero';

describe('formatDuration', () => {
  it('reads minutes as hours and minutes', () => {
    expect(formatDuration(45)).toBe('± 45 menit');
    expect(formatDuration(60)).toBe('± 1 jam');
    expect(formatDuration(90)).toBe('± 1 jam 30 menit');
    expect(formatDuration(240)).toBe('± 4 jam');
  });
});
