/**
 * The identity provider's claim names and the rules that turn claims into a Session.
 * Pure TypeScript (no React, no DOM) so the reference server applies exactly the same rules.
 */
export const CLAIM = {
  roles: 'roles',
  clientId: 'clientId',
  allowedAccess: 'allowedAccess',
  modules: 'insightsModules',
  premium: 'premiumData',
  name: 'name',
  email: 'email',
} as const;

export const INSIGHTS_ACCESS = 'access:INS';
export const ROLE_SUPER_ADMIN = 'SuperAdmin';
export const ROLE_ADMIN = 'Admin';
export const ROLE_MEMBER = 'Member';
/** Spec 1 §6: a super admin without a client id acts as the default supplier. */
export const DEFAULT_CLIENT_ID = '6f1b7c2e-0d4a-4c3e-9a51-000000000001';
/** Every module the product knows; super admins hold all of them. */
export const ALL_MODULES = ['pricing', 'ranking'] as const;

export interface Session {
  sub: string;
  name: string;
  email: string;
  clientId: string;
  roles: string[];
  modules: string[];
  isAdmin: boolean;
  isSuperAdmin: boolean;
  hasInsights: boolean;
  hasPremium: boolean;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 0) return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

export function createSession(claims: Record<string, unknown>): Session {
  const roles = asList(claims[CLAIM.roles]);
  const isSuperAdmin = roles.includes(ROLE_SUPER_ADMIN);
  const isAdmin = isSuperAdmin || roles.includes(ROLE_ADMIN);
  const clientId = typeof claims[CLAIM.clientId] === 'string' && claims[CLAIM.clientId] ? String(claims[CLAIM.clientId]) : '';
  const modules = isSuperAdmin ? [...ALL_MODULES] : asList(claims[CLAIM.modules]);
  const premium = claims[CLAIM.premium];
  return {
    sub: String(claims.sub ?? ''),
    name: String(claims[CLAIM.name] ?? ''),
    email: String(claims[CLAIM.email] ?? ''),
    clientId: clientId || (isSuperAdmin ? DEFAULT_CLIENT_ID : ''),
    roles,
    modules,
    isAdmin,
    isSuperAdmin,
    hasInsights: asList(claims[CLAIM.allowedAccess]).includes(INSIGHTS_ACCESS),
    hasPremium: isSuperAdmin || premium === true || premium === 'true',
  };
}

/** An empty requirement is always allowed; super admins hold every module. */
export function hasModule(session: Pick<Session, 'modules' | 'isSuperAdmin'>, module?: string | null): boolean {
  if (!module) return true;
  return session.isSuperAdmin || session.modules.includes(module);
}
