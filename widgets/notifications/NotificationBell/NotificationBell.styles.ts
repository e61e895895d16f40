import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

export const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

export const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid transparent;
  border-radius: 999px;
  background: transparent;
  color: ${t.text};
  cursor: pointer;
  &:hover {
    background: ${t.surfaceMuted};
    border-color: ${t.border};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

export const Count = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${t.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** Placed by useAnchoredFloating (core/ui/floating): below the bell, flipped and shifted to stay inside the window. */
export const Panel = styled.div`
  z-index: 1000;
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 16px));
  max-height: var(--insights-floating-max-height, none);
  border: 1px solid ${t.border};
  border-radius: calc(${t.radius} + 2px);
  background: ${t.surface};
  box-shadow: 0 12px 32px rgb(15 23 42 / 0.18);
  overflow: hidden;
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 14px;
  border-bottom: 1px solid ${t.border};
  h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }
`;

export const UnreadCount = styled.span`
  font-weight: 400;
  color: ${t.muted};
`;

export const List = styled.ul`
  flex: 1 1 auto;
  min-height: 0;
  max-height: min(360px, calc(100dvh - 180px));
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
`;

export const Item = styled.li<{ $unread: boolean }>`
  padding: 10px 14px;
  border-bottom: 1px solid ${t.border};
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
  line-height: 1.4;
  &:last-child {
    border-bottom: 0;
  }
`;

export const When = styled.div`
  margin-top: 2px;
  color: ${t.muted};
  font-size: 12px;
  font-weight: 400;
`;

export const Empty = styled.p`
  margin: 0;
  padding: 20px 14px;
  color: ${t.muted};
  text-align: center;
`;

export const Footer = styled.div`
  padding: 8px 14px;
  border-top: 1px solid ${t.border};
  background: ${t.surfaceMuted};
  text-align: center;
  a {
    color: ${t.primary};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Status = styled.span`
  color: ${t.muted};
  font-size: 12px;
`;
