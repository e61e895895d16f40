/**
 * The user form's texts, patterns, masks and empty values (spec 2 §5), without zod: the user screens show them with
 * the form, while its schemas (./forms) download on the form's first validation.
 */
import { PASSWORD_MIN_LENGTH, type Role } from './constants';
import { ALL_MODULES } from '../claims';

export const USER_FORM_MESSAGES = {
  emailRequired: 'EmailAddress is required.',
  emailInvalid: 'Not a valid email address.',
  emailTooLong: 'emailAddress cannot exceed 50 characters',
  roleRequired: 'Please select a Role',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  phoneInvalid: 'Please enter a valid phone number',
  zipInvalid: 'Please enter a valid zip code',
  stateInvalid: 'Please select a valid State',
  timeZoneInvalid: 'Please select a valid time zone',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  moduleUnknown: `Modules must be among ${ALL_MODULES.join(', ')}.`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
} as const;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Spec 2 §5: (999) 999-9999. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_MASK = '(999) 999-9999';
/** Spec 2 §5 masks the zip as 99999-9999; the plus-four part is optional. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_MASK = '99999-9999';

/** The Create User form's values before anything is typed (./forms's UserCreateFormValues, spelled without zod). */
export const EMPTY_USER_FORM = {
  emailAddress: '',
  role: '' as Role,
  password: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  address1: '',
  address2: '',
  city: '',
  stateCode: '',
  zipCode: '',
  timeZone: '',
  // A new user starts with no module: the admin ticks each one (issue 28).
  modules: [] as (typeof ALL_MODULES)[number][],
};

/** Spec 2 §5 "On create, empty values are dropped": the values without '' / null / undefined entries. */
export function dropEmptyValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as Partial<T>;
}
