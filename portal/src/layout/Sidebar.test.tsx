import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';

describe('sidebar links', () => {
  it('start downloading their screen when pointed at or focused', () => {
    const pricing = vi.fn(() => Promise.resolve());
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <MemoryRouter>
        <Sidebar
          mode="fixed"
          items={[
            { path: '/', label: 'Home', icon: 'home' },
            { path: '/pricing', label: 'Pricing', icon: 'pricing', preload: pricing },
            { path: '/companies', label: 'Companies', icon: 'companies', preload: failing },
          ]}
        />
      </MemoryRouter>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Home' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Pricing' }));
    expect(pricing).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('link', { name: 'Companies' }));
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
