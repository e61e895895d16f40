import { styled } from 'styled-components';
import { useInsights } from '../../core/config/context';
import { InsightsLink } from '../../core/config/links';
import { t } from '../../core/ui/tokens';
import { rememberedListUrl } from '../shared/listReturn';

const Link = styled(InsightsLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 12px;
  color: ${t.primary};
  font-size: 14px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** '← Companies': back to the company list with the filters, search, sort and page the user left it with. */
export function BackToList() {
  const { routes } = useInsights();
  const href = rememberedListUrl() ?? routes.companies;
  const filtered = href.includes('?');
  return (
    <Link href={href} data-testid="back-to-list">
      <span aria-hidden="true">←</span> {filtered ? 'Back to the company list' : 'Companies'}
    </Link>
  );
}
