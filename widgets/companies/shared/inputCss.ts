/** Text inputs of the companies screens (filter panel, merge search). */
export const inputCss = `
  height: 36px;
  padding: 0 10px;
  border: 1px solid var(--insights-border, #e5e7eb);
  border-radius: var(--insights-radius, 8px);
  background: var(--insights-surface, #fff);
  color: var(--insights-text, #111827);
  font: inherit;
  width: 100%;
  &:focus-visible {
    outline: 2px solid var(--insights-primary, #2563eb);
    outline-offset: 1px;
  }
`;
