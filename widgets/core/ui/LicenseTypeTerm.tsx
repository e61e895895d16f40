import { styled } from 'styled-components';

/** What 'ABC' stands for (the specs use the abbreviation; a newcomer does not know it). */
export const ABC_MEANING = 'agents, brokers and consultants';

const Abbr = styled.abbr`
  text-decoration: underline dotted;
  text-underline-offset: 2px;
  cursor: help;
`;

/**
 * A license type as the specs write it ('ABC', 'Supplier'); 'ABC' carries its meaning as a tooltip and as the
 * accessible description (an <abbr> title), so a column title or badge keeps the spec's text as its name.
 */
export function LicenseTypeTerm({ type }: { type: string }) {
  if (type !== 'ABC') return <>{type}</>;
  return <Abbr title={`ABC: ${ABC_MEANING}`}>ABC</Abbr>;
}
