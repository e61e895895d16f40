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
