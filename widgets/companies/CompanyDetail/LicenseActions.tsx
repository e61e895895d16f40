import { styled } from 'styled-components';
import type { License } from '../../core/api/companies';
import { LinkButton } from '../../core/ui/LinkButton';
import { t, VISUALLY_HIDDEN } from '../../core/ui/tokens';
import { FollowButton } from '../shared/FollowButton';

/**
 * Below this width of the licenses table's box, the actions show as icon buttons and the commodity as its icon; the
 * words stay for screen readers and tooltips. Measured: with words, 22 licenses of a user without premium data need
 * about 1,250 px; compact, about 1,030 px (and 770 px with premium data, which fits a 900 px window).
 */
export const COMPACT_BELOW_PX = 1180;

/** Hides every [data-label] word of the licenses table in the compact layout (it stays in the accessibility tree). */
export const compactLabels = `
  @container licenses (max-width: ${COMPACT_BELOW_PX}px) {
    [data-label] {
      ${VISUALLY_HIDDEN}
    }
  }
`;

const Row = styled.div`
  display: inline-flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 6px;
  a,
  button {
    gap: 6px;
  }
  /* Unavailable at a glance, not only when the pointer finds out (issue 38: a faint dashed border read as enabled):
     a hatched surface with a dashed border and grey text struck through, and a padlock after the word when premium
     data is what it lacks (the compact layout keeps each action's own icon, so the three stay told apart). The tooltip (why it is unavailable) still shows on hover: the link has no address, so it needs no
     pointer-events: none. */
  a[aria-disabled='true'],
  button:disabled {
    opacity: 1;
    border: 1px dashed ${t.muted};
    background: repeating-linear-gradient(135deg, ${t.surfaceMuted} 0 6px, ${t.surface} 6px 12px);
    color: ${t.muted};
    box-shadow: none;
    cursor: not-allowed;
    pointer-events: auto;
  }
  a[aria-disabled='true'] [data-label],
  button:disabled [data-label] {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    text-decoration: line-through;
  }
  @container licenses (max-width: ${COMPACT_BELOW_PX}px) {
    gap: 4px;
    a,
    button {
      width: 30px;
      padding: 0;
      justify-content: center;
    }
  }
`;

const iconProps = {
  width: 14,
  height: 14,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const ExternalIcon = () => (
  <svg {...iconProps}><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></svg>
);
const CameraIcon = () => (
  <svg {...iconProps}><path d="M4 8h3l2-3h6l2 3h3v11H4z" /><circle cx="12" cy="13" r="3.5" /></svg>
);
const BellIcon = ({ filled }: { filled: boolean }) => (
  <svg {...iconProps} fill={filled ? 'currentColor' : 'none'}><path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" /></svg>
);

const LockIcon = () => (
  <svg {...iconProps} data-icon="lock"><rect x="5" y="11" width="14" height="9" rx="2" /><path d="M8 11V8a4 4 0 0 1 8 0v3" /></svg>
);

const UNAVAILABLE = 'Premium data: ask your administrator for access';

export interface LicenseActionsProps {
  license: License;
  premium: boolean;
  busy: boolean;
  onFollow: () => void;
}

/** Spec 1 §2 per-license 'Source Site', 'Screenshot' and 'Follow' (disabled without premium), on one line at any width. */
export function LicenseActions({ license, premium, busy, onFollow }: LicenseActionsProps) {
  const source = premium && license.sourceUrl ? license.sourceUrl : undefined;
  const screenshot = premium && license.screenshotUrl ? license.screenshotUrl : undefined;
  const tip = (name: string, available: boolean) => (available ? name : premium ? `${name}: not available` : `${name}: ${UNAVAILABLE}`);
  return (
    <Row>
      <LinkButton href={source} aria-disabled={!source} target="_blank" rel="noreferrer noopener" role="link" title={tip('Source Site', Boolean(source))}>
        <ExternalIcon />
        <span data-label="">Source Site{!premium && <LockIcon />}</span>
      </LinkButton>
      <LinkButton href={screenshot} aria-disabled={!screenshot} target="_blank" rel="noreferrer noopener" role="link" title={tip('Screenshot', Boolean(screenshot))}>
        <CameraIcon />
        <span data-label="">Screenshot{!premium && <LockIcon />}</span>
      </LinkButton>
      <FollowButton
        following={license.isSubscribe}
        disabled={!premium}
        busy={busy}
        subject={`${license.stateCode} ${license.commodity} license`}
        icon={<BellIcon filled={license.isSubscribe} />}
        badge={premium ? undefined : <LockIcon />}
        title={tip(license.isSubscribe ? 'Following' : 'Follow', premium)}
        onToggle={onFollow}
      />
    </Row>
  );
}
