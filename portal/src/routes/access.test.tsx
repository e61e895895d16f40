import { describe, expect, it } from 'vitest';
import { createSession } from '@insights/widgets';
import { decideAccess, isPublicPath, meetsRequirement } from './access';

const member = createSession({ sub: 'm', allowedAccess: ['access:INS'], roles: ['Member'], insightsModules: ['pricing'] });
const admin = createSession({ sub: 'a', allowedAccess: ['access:INS'], roles: ['Admin'] });
const superAdmin = createSession({ sub: 's', allowedAccess: ['access:INS'], roles: ['SuperAdmin'] });
const outsider = createSession({ sub: 'o', allowedAccess: [], roles: ['Admin'] });

describe('meetsRequirement', () => {
  it('allows everybody when the requirement is empty or absent', () => {
    expect(meetsRequirement(member, undefined)).toBe(true);
    expect(meetsRequirement(member, {})).toBe(true);
    expect(meetsRequirement(member, { module: '' })).toBe(true);
  });

  it('admin: Admin and SuperAdmin pass, Member does not', () => {
    expect(meetsRequirement(member, { admin: true })).toBe(false);
    expect(meetsRequirement(admin, { admin: true })).toBe(true);
    expect(meetsRequirement(superAdmin, { admin: true })).toBe(true);
  });

  it('superAdmin: only SuperAdmin passes', () => {
    expect(meetsRequirement(member, { superAdmin: true })).toBe(false);
    expect(meetsRequirement(admin, { superAdmin: true })).toBe(false);
    expect(meetsRequirement(superAdmin, { superAdmin: true })).toBe(true);
  });

  it('module: the user needs that module; super admins hold every module', () => {
    expect(meetsRequirement(member, { module: 'pricing' })).toBe(true);
    expect(meetsRequirement(member, { module: 'ranking' })).toBe(false);
    expect(meetsRequirement(admin, { module: 'pricing' })).toBe(false);
    expect(meetsRequirement(superAdmin, { module: 'ranking' })).toBe(true);
  });

  it('combined conditions must all hold', () => {
    expect(meetsRequirement(member, { admin: true, module: 'pricing' })).toBe(false);
    expect(meetsRequirement(superAdmin, { admin: true, module: 'pricing' })).toBe(true);
  });
});

describe('decideAccess', () => {
  it('sends visitors who are not signed in to sign-in', () => {
    expect(decideAccess({}, '/', null)).toBe('signIn');
    expect(decideAccess({ access: 'signedIn' }, '/access-denied', null)).toBe('signIn');
  });

  it('lets anybody through public routes and any path beginning with /public', () => {
    expect(decideAccess({ access: 'public' }, '/signed-out', null)).toBe('allow');
    expect(decideAccess({}, '/public/first-to-worst', null)).toBe('allow');
    expect(decideAccess({ requires: { superAdmin: true } }, '/public', null)).toBe('allow');
    expect(isPublicPath('/publications')).toBe(false);
  });

  it('shows Not Authorized to a signed-in user without access:INS', () => {
    expect(decideAccess({}, '/', outsider)).toBe('notAuthorized');
    expect(decideAccess({ requires: { admin: true } }, '/x', outsider)).toBe('notAuthorized');
  });

  it('signedIn routes need no Insights access', () => {
    expect(decideAccess({ access: 'signedIn' }, '/access-denied', outsider)).toBe('allow');
  });

  it('shows Not enough Access when the route requirement is not met', () => {
    expect(decideAccess({ requires: { admin: true } }, '/settings/users/1/overview', member)).toBe('notEnoughAccess');
    expect(decideAccess({ requires: { module: 'ranking' } }, '/ranking', member)).toBe('notEnoughAccess');
    expect(decideAccess({ requires: { module: 'pricing' } }, '/pricing', member)).toBe('allow');
    expect(decideAccess({}, '/', member)).toBe('allow');
  });
});
