import type { Company, CompanyMatch } from '../../core/api/companies';
import { formatCount } from '../../core/format/number';

const TYPE_LABEL: Record<string, string> = { supplier: 'Supplier', broker: 'Broker', aggregator: 'Aggregator' };

/** Company type as the company list shows it. */
export const companyTypeLabel = (type: string) => TYPE_LABEL[type] ?? type;

export const licenseCountText = (count: number) => `${formatCount(count)} ${count === 1 ? 'license' : 'licenses'}`;

const MATCH_LABEL: Record<CompanyMatch['field'], string> = {
  FKA: 'Formerly known as',
  DBA: 'Doing business as',
  emailDomain: 'Domain',
  licenseNumber: 'License',
};

/**
 * Why a result holds the text when its name does not: 'License 10187', 'Domain northwind.com'. Without premium data
 * the server sends the field and no value: the label alone still says what matched.
 */
export function matchText(match: CompanyMatch | undefined): string {
  if (!match) return '';
  return match.text ? `${MATCH_LABEL[match.field]} ${match.text}` : `${MATCH_LABEL[match.field]} matches`;
}

/** The option's accessible name: what a screen reader reads for the highlighted result. */
export function resultLabel(company: Company): string {
  return [company.legalName, companyTypeLabel(company.companyType), licenseCountText(company.licenseCount), matchText(company.matchedBy)]
    .filter(Boolean)
    .join(', ');
}
