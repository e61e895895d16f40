import { styled } from 'styled-components';
import { t } from './tokens';

/**
 * A sheet sliding over the right edge (filter panels): full height, at most 340 px. Below 768 px (phones) it covers
 * the whole screen, so its footer (Apply) is always reachable; a media query, because it also holds in a shadow root.
 */
export const SideSheet = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 2147481000;
  display: flex;
  flex-direction: column;
  width: min(340px, 100vw);
  background: ${t.surface};
  border-left: 1px solid ${t.border};
  box-shadow: -12px 0 32px rgb(15 23 42 / 0.14);
  font-family: ${t.font};
  font-size: ${t.fontSize};
  color: ${t.text};
  @media (max-width: 767.98px) {
    left: 0;
    width: auto;
    height: 100dvh;
    border-left: 0;
    box-shadow: none;
  }
`;

/** The scrolling middle of a sheet: its fields, one under another. */
export const SideSheetBody = styled.div`
  flex: 1;
  overflow: auto;
  padding: 16px 20px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The sheet's buttons, at the bottom right. */
export const SideSheetFoot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 20px;
  border-top: 1px solid ${t.border};
  background: ${t.surfaceMuted};
`;
