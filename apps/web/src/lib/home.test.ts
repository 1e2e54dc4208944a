import { describe, expect, it } from 'vitest';
import { formatVideoLength } from './home';

describe('formatVideoLength', () => {
  it('prints minutes and two-digit seconds, as video players do', () => {
    expect(formatVideoLength(96)).toBe('1:36');
    expect(formatVideoLength(59)).toBe('0:59');
    expect(formatVideoLength(600)).toBe('10:00');
    expect(formatVideoLength(3_725)).toBe('62:05');
  });
});
