import { styled } from 'styled-components';
import type { Alias, RelatedCompany } from '../../core/api/companies';
import { InsightsLink } from '../../core/config/links';
import { buildPath } from '../../core/config/routes';
import { formatCount } from '../../core/format/number';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { t } from '../../core/ui/tokens';
import { PremiumValue } from '../shared/PremiumValue';
import { ALIAS_TOOLTIP } from './detailRows';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  padding: 10px 16px;
  border-bottom: 1px solid ${t.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Name = styled.span`
  flex: 1 1 200px;
  font-weight: 500;
`;

const Meta = styled.span`
  color: ${t.muted};
  font-size: 13px;
`;

const Empty = styled.p`
  margin: 0;
  padding: 16px;
  color: ${t.muted};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

const CompanyLink = styled(InsightsLink)`
  color: ${t.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export function AliasList({ aliases, superAdmin, onSetPrimary, onRemove }: {
  aliases: Alias[];
  superAdmin: boolean;
  onSetPrimary: (alias: Alias) => void;
  onRemove: (alias: Alias) => void;
}) {
  if (aliases.length === 0) return <Empty>No aliases recorded.</Empty>;
  return (
    <List aria-label="Aliases">
      {aliases.map((alias) => (
        <Item key={alias.id}>
          <Badge variant={alias.aliasType === 'FKA' ? 'warning' : 'info'} title={ALIAS_TOOLTIP[alias.aliasType]}>
            {alias.aliasType}
          </Badge>
          <Name>
            <PremiumValue isPremium={alias.isPremium}>{alias.aliasName}</PremiumValue>
          </Name>
          {superAdmin && (
            <>
              <Button variant="secondary" size="sm" onClick={() => onSetPrimary(alias)}>Set Primary</Button>
              <Button variant="secondary" size="sm" onClick={() => onRemove(alias)}>Remove</Button>
            </>
          )}
        </Item>
      ))}
    </List>
  );
}

export function CompanyRelations({ companies, companyRoute, emptyText, label, action }: {
  companies: RelatedCompany[];
  companyRoute: string;
  emptyText: string;
  label: string;
  action?: (company: RelatedCompany) => React.ReactNode;
}) {
  if (companies.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List aria-label={label}>
      {companies.map((company) => (
        <Item key={company.id}>
          {company.relation !== 'Child' && <Badge variant="neutral">{company.relation}</Badge>}
          <Name>
            <PremiumValue isPremium={company.isPremium}>
              <CompanyLink href={buildPath(companyRoute, { companyId: company.id })}>{company.legalName}</CompanyLink>
            </PremiumValue>
          </Name>
          <Meta>
            <PremiumValue isPremium={company.isPremium}>{company.emailDomain}</PremiumValue>
          </Meta>
          <Meta>{formatCount(company.licenseCount)} licenses</Meta>
          <Meta>{formatCount(company.contactCount)} contacts</Meta>
          {action?.(company)}
        </Item>
      ))}
    </List>
  );
}
