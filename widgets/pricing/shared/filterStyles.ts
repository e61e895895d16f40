import { styled } from 'styled-components';
import { t, tint } from '../../core/ui/tokens';

export const Card = styled.form`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  box-shadow: 0 1px 2px rgb(17 24 39 / 0.04);
`;

export const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
  @media (min-width: 1280px) {
    grid-template-columns: 1fr 1fr 1fr 1.35fr;
  }
`;

export const Section = styled.fieldset`
  margin: 0;
  min-width: 0;
  border: 0;
  border-right: 1px solid ${t.border};
  padding: 14px 16px 16px;
  &:last-child {
    border-right: 0;
  }
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: 2px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${t.muted};
  & + * {
    clear: both;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

export const Label = styled.label`
  font-size: 12px;
  font-weight: 500;
  color: ${t.text};
`;

const control = `
  width: 100%;
  min-height: 34px;
  padding: 6px 10px;
  border-radius: 6px;
  font: inherit;
  font-size: 13px;
  background: #ffffff;
  color: #111827;
`;

export const Select = styled.select`
  ${control}
  border: 1px solid ${t.border};
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${t.surfaceMuted};
    color: ${t.muted};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  border: 1px solid ${(p) => (p.$invalid ? t.danger : t.border)};
  &:focus-visible {
    outline: 2px solid ${(p) => (p.$invalid ? t.danger : t.primary)};
    outline-offset: 1px;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${t.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${t.muted};
`;

/**
 * The market list's place while it loads: about four rows of market buttons (4 × 32 px + 3 × 6 px gaps), so the
 * sections below it (stacked on a phone) do not jump down when the list arrives.
 */
export const MarketsLoading = styled.div`
  min-height: 146px;
`;

export const MarketGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const MarketButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 10px;
  border-radius: 6px;
  font: inherit;
  font-size: 13px;
  font-weight: 500;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$active ? t.primary : t.border)};
  background: ${(p) => (p.$active ? tint(t.primary, 10) : t.surface)};
  color: ${(p) => (p.$active ? t.primaryHover : t.text)};
  &:hover {
    border-color: ${t.primary};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

export const TermGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

export const TermButton = styled(MarketButton)`
  min-height: 28px;
  padding: 0 8px;
  font-size: 12px;
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: 10px 16px;
  border-top: 1px solid ${t.border};
  background: ${t.surfaceMuted};
  border-radius: 0 0 ${t.radius} ${t.radius};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  align-items: center;
`;

export const ChipSectionName = styled.li`
  font-size: 11px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${t.muted};
  margin-left: 4px;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 4px 2px 10px;
  border-radius: 999px;
  background: ${tint(t.primary, 10)};
  color: ${t.primaryHover};
  font-size: 12px;
  font-weight: 500;
  min-height: 24px;
  &[data-removable='false'] {
    padding-right: 10px;
  }
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: 0;
  &:hover {
    background: ${tint(t.primary, 22)};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
  }
`;

export const ViewAs = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-bottom: 1px solid ${t.border};
  select {
    max-width: 280px;
  }
`;

export const ChipsTitle = styled.li`
  font-size: 12px;
  font-weight: 600;
  color: ${t.text};
`;

export const PendingHint = styled.p`
  margin: 0 4px 0 0;
  font-size: 12px;
  font-weight: 500;
  color: ${t.warning};
  color: color-mix(in srgb, ${t.warning} 60%, ${t.text});
`;
