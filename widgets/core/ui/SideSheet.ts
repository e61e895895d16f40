import { styled } from 'styled-components';
import { t } from './tokens';

// The sheet itself is Drawer (Drawer.tsx): a heading with ×, a backdrop, Esc. These are its parts.

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
