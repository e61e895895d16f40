import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { US_STATES } from '../../../contract/users/constants';
import type { User } from '../../core/api/users';
import { formatDateSafe } from '../../core/format/date';
import { Badge } from '../../core/ui/Badge';
import { t } from '../../core/ui/tokens';
import { StatusBadge } from './StatusBadge';

export const Card = styled.section`
  padding: 16px 20px 20px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    font-weight: 600;
  }
`;

const Header = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding-bottom: 16px;
`;

const Avatar = styled.span`
  flex: 0 0 auto;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: color-mix(in srgb, ${t.primary} 12%, ${t.surface});
  /* Pulled towards the text colour so the initials keep AA contrast on the tint, on a light or a dark theme. */
  color: color-mix(in srgb, ${t.primary} 60%, ${t.text});
  font-size: 20px;
  font-weight: 700;
`;

const Who = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 22px;
    font-weight: 600;
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 14px;
  margin: 4px 0 0;
  color: ${t.muted};
  span {
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 14px 24px;
  margin: 0;
  dt {
    color: ${t.muted};
    font-size: 13px;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${t.muted};
`;

function initials(user: User): string {
  const letters = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  return (letters || user.emailAddress?.[0] || '?').toUpperCase();
}

export const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.emailAddress || '';

/** An address breaks after its '@' rather than mid-name when the column is narrow. */
function Email({ value }: { value: string | null | undefined }) {
  if (!value) return <>{EMPTY}</>;
  const at = value.indexOf('@');
  return at < 0 ? <>{value}</> : <>{value.slice(0, at + 1)}<wbr />{value.slice(at + 1)}</>;
}

/** Shown for a field the user has not filled in. */
const EMPTY = '-';

function stateName(code: string | null | undefined): string {
  if (!code) return EMPTY;
  return US_STATES.find((s) => s.code === code)?.name ?? code;
}

const moduleLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Spec 2 §2 Profile header: name, email, company type, user since date, role and status badge. */
export function UserHeader({ user, actions }: { user: User; actions?: ReactNode }) {
  const since = formatDateSafe(user.createdDate);
  return (
    <Header part="header" aria-label="User">
      <Avatar aria-hidden="true">{initials(user)}</Avatar>
      <Who>
        <h1>{fullName(user)}</h1>
        <Facts>
          <span>
            <Email value={user.emailAddress} />
          </span>
          {user.companyType && <span>{user.companyType}</span>}
          {since && <span>User since {since}</span>}
        </Facts>
        <Badges>
          {user.role && <Badge variant="info">{user.role}</Badge>}
          <StatusBadge statusCode={user.statusCode} />
        </Badges>
      </Who>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

/** Spec 2 §2 User Details card. */
export function UserDetailsCard({ user }: { user: User }) {
  const rows: [string, ReactNode][] = [
    ['Email Address', <Email value={user.emailAddress} />],
    ['First Name', user.firstName || EMPTY],
    ['Last Name', user.lastName || EMPTY],
    ['Phone', user.phoneNumber || EMPTY],
    ['Address Line 1', user.address1 || EMPTY],
    ['Address Line 2', user.address2 || EMPTY],
    ['City', user.city || EMPTY],
    ['State', stateName(user.stateCode)],
    ['Zip', user.zipCode || EMPTY],
  ];
  return (
    <Card aria-labelledby="insights-user-details">
      <h2 id="insights-user-details">User Details</h2>
      <Details>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
    </Card>
  );
}

/** Spec 2 §2 Module Access: a badge per module, or 'No modules assigned'. */
export function ModuleAccessCard({ modules }: { modules: readonly string[] | null | undefined }) {
  return (
    <Card aria-labelledby="insights-module-access">
      <h2 id="insights-module-access">Module Access</h2>
      {modules && modules.length > 0 ? (
        <Badges>
          {modules.map((name) => (
            <Badge key={name} variant="info">
              {moduleLabel(name)}
            </Badge>
          ))}
        </Badges>
      ) : (
        <Muted>No modules assigned</Muted>
      )}
    </Card>
  );
}
