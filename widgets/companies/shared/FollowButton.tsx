import { Button } from '../../core/ui/Button';

export interface FollowButtonProps {
  following: boolean;
  busy?: boolean;
  disabled?: boolean;
  onToggle: () => void;
  /** Accessible name suffix, e.g. the company name, so a list of buttons stays distinguishable. */
  subject?: string;
  size?: 'sm' | 'md';
}

/** 'Follow' / 'Following' (spec 1 §4). */
export function FollowButton({ following, busy, disabled, onToggle, subject, size = 'sm' }: FollowButtonProps) {
  return (
    <Button
      variant={following ? 'primary' : 'secondary'}
      size={size}
      busy={busy}
      disabled={disabled}
      aria-pressed={following}
      aria-label={subject ? `${following ? 'Following' : 'Follow'} ${subject}` : undefined}
      onClick={onToggle}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
