import { styled } from 'styled-components';
import type { CompanyMatch } from '../../core/api/companies';
import { t } from '../../core/ui/tokens';
import { PremiumValue } from '../shared/PremiumValue';

const Note = styled.span`
  display: block;
  font-size: 12px;
  color: ${t.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const LABELS: Record<CompanyMatch['field'], string> = {
  FKA: 'matched former name',
  DBA: 'matched trade name',
  emailDomain: 'matched domain',
  licenseNumber: 'matched license number',
};

/** What an alias's name reads as on the detail screen ('FKA Lone Star Energy Management Corp.'). */
const shown = (match: CompanyMatch) => (match.field === 'FKA' || match.field === 'DBA' ? `${match.field} ${match.text}` : match.text);

/**
 * Under a searched row's name: why it is in the list when the name does not hold the text. The value is '' for a
 * user without premium data (alias names and license numbers are premium): the reason shows, the value is blurred.
 */
export function MatchNote({ match }: { match: CompanyMatch }) {
  const label = LABELS[match.field];
  if (!match.text) {
    return (
      <Note>
        {label}: <PremiumValue isPremium={false} />
      </Note>
    );
  }
  const text = `${label}: ${shown(match)}`;
  return <Note title={text}>{text}</Note>;
}

