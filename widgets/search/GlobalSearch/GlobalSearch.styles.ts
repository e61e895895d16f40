import { styled } from 'styled-components';
import { t, tint } from '../../core/ui/tokens';
import { textFieldCss } from '../../core/ui/textField';

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  /* Keeps its place (and its top, which the phone's spanning field reads) while the field is lifted out. */
  min-height: 36px;
  font-family: ${t.font};
  font-size: ${t.fontSize};
  color: ${t.text};
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  /* A phone's top bar leaves the field a few letters: while it has the focus it spans the screen, where it was. */
  @media (max-width: 767px) {
    &:focus-within {
      position: fixed;
      z-index: 31;
      top: var(--field-top, 8px);
      left: 8px;
      right: 8px;
    }
  }
`;

export const Glass = styled.svg`
  position: absolute;
  left: 10px;
  color: ${t.muted};
  pointer-events: none;
`;

export const Input = styled.input`
  ${textFieldCss}
  padding: 0 64px 0 34px;
  background: ${t.surfaceMuted};
  &:focus {
    background: ${t.surface};
  }
  /* The search field's own clear button duplicates Escape and would sit under the shortcut hint. */
  &::-webkit-search-cancel-button {
    display: none;
  }
  @media (max-width: 767px) {
    padding-right: 10px;
    /* The bar leaves room for the magnifier alone: a cut-off placeholder would read as garbage. */
    &:not(:focus)::placeholder {
      color: transparent;
    }
  }
`;

export const ShortcutHint = styled.kbd`
  position: absolute;
  right: 8px;
  padding: 1px 6px;
  border: 1px solid ${t.border};
  border-radius: 4px;
  background: ${t.surface};
  color: ${t.muted};
  font-family: inherit;
  font-size: 11px;
  line-height: 18px;
  pointer-events: none;
  /* A phone has no keyboard shortcut to show, and no room for it. */
  @media (max-width: 767px) {
    display: none;
  }
`;

/** Placed by useAnchoredFloating (fixed, below the field, inside the window): at least 420 px wide where the window allows. */
export const Popup = styled.div`
  z-index: 30;
  min-width: min(420px, calc(100vw - 16px));
  box-sizing: border-box;
  padding: 4px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  box-shadow: 0 12px 32px rgb(15 23 42 / 0.16);

  /* On a phone the field is narrow: the results take the screen's width below the top bar (over Floating UI's inline place). */
  @media (max-width: 767px) {
    position: fixed !important;
    top: var(--popup-top, 60px) !important;
    left: 8px !important;
    right: 8px;
    transform: none !important;
    width: auto !important;
    min-width: 0;
    max-width: none !important;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: min(480px, calc(100vh - 120px));
  overflow-y: auto;
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 10px;
  border-radius: 6px;
  cursor: pointer;
  background: ${(p) => (p.$active ? tint(t.primary, 10) : 'transparent')};
  box-shadow: ${(p) => (p.$active ? `inset 3px 0 0 ${t.primary}` : 'none')};
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Details = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  color: ${t.muted};
  font-size: 12px;
`;

export const Match = styled.span`
  overflow-wrap: anywhere;
  color: ${t.text};
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px;
  color: ${t.muted};
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px;
  color: ${t.danger};
`;

export const Footer = styled.div`
  padding: 6px 10px 4px;
  border-top: 1px solid ${t.border};
  margin-top: 4px;
  color: ${t.muted};
  font-size: 12px;
  @media (max-width: 767px) {
    display: none;
  }
`;
