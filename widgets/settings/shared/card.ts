import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

/** A settings section's box (Market Watches, Embedding): the Subscriptions and Addons Access sections' look. */
export const SettingsCard = styled.div`
  padding: 16px 20px 20px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

/** Its head: the title and one line of explanation on the left, the section's main action on the right. */
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
