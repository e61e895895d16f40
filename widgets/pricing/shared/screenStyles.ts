import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

export const Header = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
  color: ${t.text};
`;

export const Subheading = styled.p`
  margin: 2px 0 0;
  color: ${t.muted};
`;

export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(520px, 100%), 1fr));
  gap: 16px;
  margin-top: 16px;
`;
