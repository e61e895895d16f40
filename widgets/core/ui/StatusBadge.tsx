import { Badge, type BadgeVariant } from './Badge';

/** Words a regulator uses for a license or case status, by how they read to a user. */
const DANGER = /expired|revoked|suspended|withdrawn|terminated|denied|cancel/i;
const WARNING = /pending|renewal|inactive|review/i;
const SUCCESS = /^(active|approved|granted|open)$/i;

export function statusVariant(status: string): BadgeVariant {
  if (DANGER.test(status)) return 'danger';
  if (WARNING.test(status)) return 'warning';
  if (SUCCESS.test(status.trim())) return 'success';
  return 'neutral';
}

/** A free-text status (license or case) as a coloured badge, so e.g. Expired stands out in a list. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const text = (status ?? '').trim();
  if (!text) return null;
  return <Badge variant={statusVariant(text)}>{text}</Badge>;
}
