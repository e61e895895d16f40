import { describe, expect, it } from 'vitest';
import type { User } from '../../core/api/users';
import {
  browserTimeZone, createBody, emptyValues, formTitle, isProtected, modeFor, roleOptions, submitLabel, updateBody, valuesOfUser,
} from './userForm';
import { formSchemaFor } from './userFormRules';

const target: User = {
  id: 7,
  secureId: '0d7e6f4a-1111-4000-8000-000000000007',
  emailAddress: 'dana@northwind.test',
  firstName: 'Dana',
  lastName: 'Diaz',
  role: 'Member',
  statusCode: 10800,
  phoneNumber: '(512) 555-0100',
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  stateCode: 'TX',
  zipCode: null,
  timeZone: 'America/Chicago',
};

describe('user form rules', () => {
  it('names titles and buttons as spec 2 §2 does', () => {
    expect([formTitle('create'), submitLabel('create')]).toEqual(['Create User', 'Create']);
    expect([formTitle('update'), submitLabel('update')]).toEqual(['Update User', 'Update']);
    expect([formTitle('own'), submitLabel('own')]).toEqual(['Update User', 'Update']);
  });

  it('offers SuperAdmin only to a super admin', () => {
    expect(roleOptions(false)).toEqual(['Member', 'Admin']);
    expect(roleOptions(true)).toEqual(['Member', 'Admin', 'SuperAdmin']);
  });

  it("edits one's own record without a role", () => {
    expect(modeFor(target, target.secureId!.toUpperCase())).toBe('own');
    expect(modeFor(target, '0d7e6f4a-1111-4000-8000-000000000001')).toBe('update');
    expect(modeFor(target, undefined)).toBe('update');
    expect(Object.keys(formSchemaFor('own').shape)).not.toContain('role');
    expect(Object.keys(formSchemaFor('update').shape)).toContain('role');
    expect(Object.keys(formSchemaFor('update').shape)).not.toContain('emailAddress');
  });

  it('protects a SuperAdmin target from everyone but a super admin', () => {
    expect(isProtected({ role: 'SuperAdmin' }, false)).toBe(true);
    expect(isProtected({ role: 'SuperAdmin' }, true)).toBe(false);
    expect(isProtected({ role: 'Admin' }, false)).toBe(false);
  });

  it('hides a time zone of the list, else the default', () => {
    expect(browserTimeZone('America/Denver')).toBe('America/Denver');
    expect(browserTimeZone('Europe/Paris')).toBe('America/New_York');
    expect(browserTimeZone(undefined)).toBe('America/New_York');
    expect(emptyValues('America/Chicago')).toMatchObject({ emailAddress: '', role: '', timeZone: 'America/Chicago' });
  });

  it('drops empty values on create', () => {
    const values = { ...emptyValues('America/Chicago'), emailAddress: 'new@northwind.test', role: 'Member' as const, firstName: 'New', lastName: 'User' };
    // A new user starts with no module: none ticked sends an empty list, never "every module".
    expect(createBody(values)).toEqual({ emailAddress: 'new@northwind.test', role: 'Member', firstName: 'New', lastName: 'User', timeZone: 'America/Chicago', modules: [] });
    expect(createBody({ ...values, modules: ['pricing'] }).modules).toEqual(['pricing']);
  });

  it('sends the whole record on update, clearing emptied fields, with the role only for another user', () => {
    const values = { ...valuesOfUser(target), role: 'Admin' as const, phoneNumber: '' };
    expect(updateBody(target, values, 'update')).toEqual({
      id: 7, secureId: target.secureId, emailAddress: 'dana@northwind.test', role: 'Admin', firstName: 'Dana', lastName: 'Diaz',
      phoneNumber: null, address1: '1 Main St', address2: null, city: 'Austin', stateCode: 'TX', zipCode: null, timeZone: 'America/Chicago',
      modules: values.modules,
    });
    expect(updateBody(target, values, 'own')).not.toHaveProperty('role');
    // Modules are an admin's choice for another user; one's own record leaves them alone.
    expect(updateBody(target, values, 'own')).not.toHaveProperty('modules');
  });

  it('reads missing fields of a user as empty text', () => {
    expect(valuesOfUser({ id: 1 })).toEqual({ ...emptyValues(''), role: '' });
  });
});
