import type { ReactNode } from 'react';
import { Button } from '../../core/ui/Button';

export interface FollowButtonProps {
  following: boolean;
  busy?: boolean;
  disabled?: boolean;
  onToggle: () => void;
  /** Accessible name suffix, e.g. the company name, so a list of buttons stays distinguishable. */
  subject?: string;
  size?: 'sm' | 'md';
  /** Drawn before the text; a compact layout may hide the text (it stays the accessible name and the tooltip). */
  icon?: ReactNode;
  title?: string;
  /** Drawn after the text, inside its label (e.g. a padlock when following needs premium data). */
  badge?: ReactNode;
}

/** 'Follow' / 'Following' (spec 1 §4). */
export function FollowButton({ following, busy, disabled, onToggle, subject, size = 'sm', icon, title, badge }: FollowButtonProps) {
  const text = following ? 'Following' : 'Follow';
  return (
    <Button
      variant={following ? 'primary' : 'secondary'}
      size={size}
      busy={busy}
      disabled={disabled}
      aria-pressed={following}
      aria-label={subject ? `${text} ${subject}` : undefined}
      title={title}
      onClick={onToggle}
    >
      {!busy && icon}
      <span data-label="">{text}{badge}</span>
    </Button>
  );
}
