import { describe, expect, it } from 'vitest';
import { hasFilters, normaliseFilters } from './searchFilters';

describe('notification search filters', () => {
  it('trims the text and keeps only yyyy-mm-dd dates', () => {
    expect(normaliseFilters({ searchTerm: '  Lone Star ', from: '2026-01-02', to: 'tomorrow' })).toEqual({ searchTerm: 'Lone Star', from: '2026-01-02', to: '' });
  });
  it('whitespace only is no filter', () => {
    expect(hasFilters(normaliseFilters({ searchTerm: '   ', from: '', to: '' }))).toBe(false);
    expect(hasFilters({ searchTerm: '', from: '', to: '2026-01-01' })).toBe(true);
  });
});
