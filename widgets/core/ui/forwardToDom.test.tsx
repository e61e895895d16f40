import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { styled } from 'styled-components';
import { withHostEvents } from '../events/withHostEvents';
import { renderWithInsights } from '../testing/renderWithInsights';
import { WidgetFrame } from './WidgetFrame';

// styled-components warns about props it does not know only in development (NODE_ENV 'development', as Storybook
// and a host's dev server run it), once per prop name for the whole page: the cases run in this order.

const Region = styled.div`
  color: inherit;
`;

/** A screen as the package exports one (withHostEvents, as every widget for a React host or an element). */
const Screen = withHostEvents('test-regions', () => (
  <WidgetFrame label="Companies">
    <Region part="row">Apex Energy</Region>
  </WidgetFrame>
));

const partWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter(([message]) => String(message).includes('unknown prop "part"'));

describe('a widget region’s part attribute', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    vi.restoreAllMocks();
  });

  it('reaches the DOM inside a screen without a styled-components warning, the frame’s own part too', () => {
    process.env.NODE_ENV = 'development';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithInsights(<Screen />);
    expect(container.querySelector('section')?.getAttribute('part')).toBe('frame');
    expect(container.querySelector('[part="row"]')?.textContent).toBe('Apex Energy');
    expect(partWarnings(warn)).toEqual([]);
  });

  it('outside a screen, styled-components still warns (what withHostEvents keeps from every widget)', () => {
    process.env.NODE_ENV = 'development';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<Region part="row">Apex Energy</Region>);
    expect(container.querySelector('[part="row"]')).not.toBeNull();
    expect(partWarnings(warn)).toHaveLength(1);
  });
});
