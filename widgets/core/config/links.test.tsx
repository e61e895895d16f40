import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { InsightsLink } from './links';
import { buildPath } from './routes';
import { renderWithInsights } from '../testing/renderWithInsights';

describe('buildPath', () => {
  it('fills parameters and appends non-empty query values in order', () => {
    expect(buildPath('/companies/{companyId}', { companyId: 'a b' })).toBe('/companies/a%20b');
    expect(buildPath('/companies', {}, { StateCode: 'TX', LicenseType: undefined, PageNo: 2 })).toBe('/companies?StateCode=TX&PageNo=2');
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/companies/{companyId}')).toThrow(/companyId/);
  });
});

describe('InsightsLink', () => {
  it('renders a real href with the portal prefix and navigates on plain left clicks only', () => {
    const navigate = vi.fn();
    renderWithInsights(<InsightsLink href="/companies?StateCode=TX">Texas</InsightsLink>, {
      navigate,
      portalUrl: 'https://portal.example/',
    });
    const link = screen.getByRole('link', { name: 'Texas' });
    expect(link.getAttribute('href')).toBe('https://portal.example/companies?StateCode=TX');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) fireEvent.click(link, { button: 0, [modifier]: true });
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/companies?StateCode=TX');
  });

  it('leaves clicks to the browser without a navigate', () => {
    renderWithInsights(<InsightsLink href="/notifications">Alerts</InsightsLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Alerts' }), { button: 0 })).toBe(true);
  });
});
