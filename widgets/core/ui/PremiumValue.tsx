import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { t } from './tokens';

const Blurred = styled.span`
  display: inline-block;
  filter: blur(4px);
  user-select: none;
  white-space: nowrap;
  color: ${t.text};
`;

/** A fixed placeholder: the real value never reaches a user without premium data (the server sends ''). */
const PLACEHOLDER = 'Premium data';

/** Spec 1 §6: premium values are blurred when the row says isPremium: false. */
export function PremiumValue({ isPremium, children }: { isPremium: boolean | undefined; children?: ReactNode }) {
  if (isPremium !== false) return <>{children}</>;
  return (
    <span role="img" aria-label="Premium data hidden" title="Premium data: ask your administrator for access">
      <Blurred aria-hidden="true">{PLACEHOLDER}</Blurred>
    </span>
  );
}
