import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

/** A section's box and head: the settings sections' look (Market Watches, Embedding). */
export const SettingsCard = styled.section`
  padding: 16px 20px 20px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  @media (max-width: 480px) {
    padding: 12px;
  }
`;

export const SettingsCardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
  h2 {
    margin: 0 0 4px;
    font-size: 16px;
    font-weight: 600;
  }
  p {
    max-width: 70ch;
    margin: 0;
    color: ${t.muted};
  }
`;
