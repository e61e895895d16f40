import { styled } from 'styled-components';
import { t } from './tokens';

/**
 * A settings section's box (Market Watches, Embedding, Integrations): the Subscriptions and Addons Access sections'
 * look. Integrations renders it `as="section"` with a smaller padding on phones.
 */
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

/** A settings record's facts (an intranet client's, a webhook endpoint's): term and value side by side, stacked on phones. */
export const SettingsFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${t.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-size: 13px;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 6px;
    }
  }
`;
