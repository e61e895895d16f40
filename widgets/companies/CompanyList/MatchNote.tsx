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

/**
 * The same words as the top search's results (widgets/search, resultText.ts), so a company found by a former name
 * reads 'Formerly known as Lone Star Energy Management Corp.' in both places.
 */
const LABELS: Record<CompanyMatch['field'], string> = {
  FKA: 'Formerly known as',
  DBA: 'Doing business as',
  emailDomain: 'Domain',
  licenseNumber: 'License',
};

/**
 * Under a searched row's name: why it is in the list when the name does not hold the text. The value is '' for a
 * user without premium data (alias names and license numbers are premium): the reason shows, the value is blurred.
 */
export function MatchNote({ match }: { match: CompanyMatch }) {
  const label = LABELS[match.field];
  if (!match.text) {
    return (
      <Note>
        {label} <PremiumValue isPremium={false} />
      </Note>
    );
  }
  const text = `${label} ${match.text}`;
  return <Note title={text}>{text}</Note>;
}

