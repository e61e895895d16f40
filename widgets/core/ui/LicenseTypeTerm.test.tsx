import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LicenseTypeTerm } from './LicenseTypeTerm';

describe('LicenseTypeTerm', () => {
  it("explains 'ABC' as a tooltip and keeps the spec's text", () => {
    render(<LicenseTypeTerm type="ABC" />);
    const abbr = screen.getByText('ABC');
    expect(abbr.tagName).toBe('ABBR');
    expect(abbr.getAttribute('title')).toBe('ABC: agents, brokers and consultants');
  });

  it('leaves Supplier as it is', () => {
    const { container } = render(<LicenseTypeTerm type="Supplier" />);
    expect(container.innerHTML).toBe('Supplier');
  });
});
