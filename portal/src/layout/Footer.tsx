import { styled } from 'styled-components';
import { theme } from '../ui/theme';

const Bar = styled.footer`
  margin-top: auto;
  padding: 16px 32px;
  border-top: 1px solid ${theme.border};
  color: ${theme.muted};
  font-size: 13px;
`;

export function Footer() {
  return <Bar>© 2026 Insights · US retail energy market intelligence</Bar>;
}
