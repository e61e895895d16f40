import { statusLabel } from '../../../contract/users/constants';
import { Badge, type BadgeVariant } from '../../core/ui/Badge';

const variant: Record<ReturnType<typeof statusLabel>, BadgeVariant> = { Active: 'success', Blocked: 'danger', 'Not Available': 'neutral' };

/** Spec 2 §3: Active, Blocked, or 'Not Available' for any other code. */
export function StatusBadge({ statusCode }: { statusCode: number | null | undefined }) {
  const label = statusLabel(statusCode);
  return <Badge variant={variant[label]}>{label}</Badge>;
}
