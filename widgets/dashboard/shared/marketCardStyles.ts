import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 10px 12px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
`;

export const CardTitle = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

export const Utility = styled.span`
  overflow: hidden;
  color: ${t.muted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CardRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** A market ranked from imported offers names its source and date ("Power to Choose, 01/09/2026"). */
export const CardSource = styled.p`
  margin: 0;
  color: ${t.muted};
  font-size: 12px;
`;

/** The suppliers' names as text under their logos (a logo's name is otherwise in its image only). */
export const CardNames = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 10px;
  margin: 0;
  color: ${t.muted};
  font-size: 12px;
  line-height: 1.4;
  > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  b {
    color: ${t.text};
    font-weight: 600;
  }
`;
