import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { rememberListUrl } from '../shared/listReturn';
import { BackToList } from './BackToList';

describe('BackToList', () => {
  it('leads to the company list as the user left it (filters, search, page)', () => {
    rememberListUrl('/companies?PageNo=2&StateCode=TX&SearchTerm=apex');
    renderWithInsights(<BackToList />);
    const link = screen.getByRole('link', { name: /Back to the company list/ });
    expect(link.getAttribute('href')).toBe('/companies?PageNo=2&StateCode=TX&SearchTerm=apex');
  });
});
