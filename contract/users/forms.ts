/**
 * The user form's rules (spec 2 §5), shared by the Create/Update User modal, the Profile edit form
 * (react-hook-form + zodResolver) and the server, whose request schemas (./schemas) are composed of these fields.
 * Form values are text; an optional field may be '' (an empty value the form drops before sending).
 */
import { z } from 'zod';
import { ALL_MODULES } from '../claims';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, US_STATES, US_TIME_ZONES } from './constants';
import { EMAIL_PATTERN, PHONE_PATTERN, USER_FORM_MESSAGES, ZIP_PATTERN } from './formValues';

export {
  dropEmptyValues, EMAIL_PATTERN, EMPTY_USER_FORM, PHONE_MASK, PHONE_PATTERN, USER_FORM_MESSAGES, ZIP_MASK, ZIP_PATTERN,
} from './formValues';

const M = USER_FORM_MESSAGES;

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((s) => s.code));
const TIME_ZONES: ReadonlySet<string> = new Set(US_TIME_ZONES.map((z) => z.value));

/** Optional text: '' is allowed (nothing entered); anything else must pass `valid`. */
const optionalText = (max: number, label: string, valid?: { test: (v: string) => boolean; message: string }) => {
  const rule = z.string().trim().max(max, M.tooLong(label, max));
  return valid ? rule.refine((v) => v === '' || valid.test(v), valid.message) : rule;
};

/** Every field's rule, by the wire name of the field (the same names as the User reply). */
export const userFieldRules = {
  // Checked in the spec's order; the first failure is the field's message.
  emailAddress: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, { error: M.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: M.emailInvalid, abort: true })
    .max(EMAIL_MAX_LENGTH, M.emailTooLong),
  role: z.enum(ROLES, { error: M.roleRequired }),
  firstName: z.string({ error: M.firstNameRequired }).trim().min(1, { error: M.firstNameRequired, abort: true }).max(50, M.tooLong('First Name', 50)),
  lastName: z.string({ error: M.lastNameRequired }).trim().min(1, { error: M.lastNameRequired, abort: true }).max(50, M.tooLong('Last Name', 50)),
  password: z.string().refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, M.passwordTooShort).refine((v) => v.length <= 200, M.tooLong('Password', 200)),
  phoneNumber: optionalText(20, 'Phone', { test: (v) => PHONE_PATTERN.test(v), message: M.phoneInvalid }),
  address1: optionalText(100, 'Address Line 1'),
  address2: optionalText(100, 'Address Line 2'),
  city: optionalText(50, 'City'),
  stateCode: optionalText(2, 'State', { test: (v) => STATE_CODES.has(v), message: M.stateInvalid }),
  zipCode: optionalText(10, 'Zip', { test: (v) => ZIP_PATTERN.test(v), message: M.zipInvalid }),
  timeZone: optionalText(50, 'Time Zone', { test: (v) => TIME_ZONES.has(v), message: M.timeZoneInvalid }),
  /** The modules an admin gives the user (the client's add-ons cap them; the server checks that). */
  modules: z.array(z.enum(ALL_MODULES, { error: M.moduleUnknown })).max(ALL_MODULES.length * 2),
} as const;

const R = userFieldRules;
const details = {
  firstName: R.firstName,
  lastName: R.lastName,
  phoneNumber: R.phoneNumber,
  address1: R.address1,
  address2: R.address2,
  city: R.city,
  stateCode: R.stateCode,
  zipCode: R.zipCode,
  timeZone: R.timeZone,
};

/** Create User modal: every field, with the password the new user signs in with ('' = none yet; a reset link sets it). */
export const userCreateForm = z.object({ emailAddress: R.emailAddress, role: R.role, password: R.password, ...details, modules: R.modules });
/** Update User modal for another user: the email is shown disabled and not validated. */
export const userUpdateForm = z.object({ role: R.role, ...details, modules: R.modules });
/** Profile edit and the admin's own record: no role field (nobody changes their own role). */
export const profileUpdateForm = z.object(details);

export type UserCreateFormValues = z.input<typeof userCreateForm>;
export type UserUpdateFormValues = z.input<typeof userUpdateForm>;
export type ProfileUpdateFormValues = z.input<typeof profileUpdateForm>;
