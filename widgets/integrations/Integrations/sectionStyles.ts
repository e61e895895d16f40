import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';
import { SettingsCard } from '../../core/ui/settingsCard';

export { SettingsCardHead } from '../../core/ui/settingsCard';

/** One section of the screen (endpoints, keys): the settings sections' box, as a section, with less padding on phones. */
export const Section = styled(SettingsCard).attrs({ as: 'section' })`
  margin-bottom: 20px;
  @media (max-width: 480px) {
    padding: 12px;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 12px 14px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
`;

export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  h3 {
    margin: 0;
    min-width: 0;
    font-size: 15px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export { SettingsFacts as Facts } from '../../core/ui/settingsCard';
