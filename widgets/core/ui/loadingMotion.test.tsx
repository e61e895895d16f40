import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { styled } from 'styled-components';
import { Spinner } from './Spinner';
import { skeletonFill } from './skeleton';

// ADR 0043: a loading indicator appears at once and moves only when the wait lasts a second. A moving indicator makes
// the compositor draw a frame every 15 ms of a load (in Lighthouse's runs here, a screenshot each), so each of the
// page's loading indicators carries the same 1 s delay before its animation.

/** The declarations styled-components injected for the class of `element` that has a rule. */
function ruleOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  for (const name of element.classList) {
    const at = css.indexOf(`.${name}{`);
    if (at >= 0) return css.slice(at, css.indexOf('}', at));
  }
  throw new Error(`no rule for ${element.outerHTML}`);
}

const Bar = styled.span`
  ${skeletonFill}
`;

describe('loading indicators wait a second before they move (ADR 0043)', () => {
  it("core's Spinner turns after 1 s", () => {
    const { container } = render(<Spinner />);
    const ring = container.querySelector('span[aria-hidden="true"]')!;
    expect(ruleOf(ring)).toMatch(/animation:[^;]*\s1s infinite/);
  });

  it('a skeleton bar pulses its opacity after 1 s, not its background', () => {
    const { container } = render(<Bar data-testid="bar" />);
    const rule = ruleOf(container.firstElementChild!);
    expect(rule).toMatch(/animation:[^;]*\s1s infinite/);
    expect(rule).not.toMatch(/background-position|linear-gradient/);
  });

  it("the start page's ring, drawn before any script, turns after 1 s", () => {
    const html = readFileSync(resolve(process.cwd(), 'portal/index.html'), 'utf8');
    expect(html).toMatch(/\.boot svg \{[^}]*animation: boot-spin [^;]*\s1s infinite;/);
  });
});
