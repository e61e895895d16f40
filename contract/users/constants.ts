/**
 * Business constants of user administration (spec 2 §4, §6, §9) and the reference server's reply texts.
 * Plain TypeScript: the user form, the admin widgets and the server share them.
 */
import { ALL_MODULES, ROLE_ADMIN, ROLE_MEMBER, ROLE_SUPER_ADMIN } from '../claims';

export const USER_STATUS = { active: 10800, blocked: 10900 } as const;
export type UserStatusCode = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** Spec 2 §3: Active or Blocked; anything else displays 'Not Available'. */
export function statusLabel(statusCode: number | null | undefined): 'Active' | 'Blocked' | 'Not Available' {
  if (statusCode === USER_STATUS.active) return 'Active';
  if (statusCode === USER_STATUS.blocked) return 'Blocked';
  return 'Not Available';
}

/**
 * The one rule of module rights (issue 28), said the same way in the UI and the docs: a client's add-ons (set by a
 * super admin) cap what its admins may give; each user's modules are chosen by an admin, per user.
 */
export const MODULE_RULE = "A client's add-ons (set by a super admin) cap what its admins may give; each user's modules are chosen by an admin, per user.";
export type ModuleName = (typeof ALL_MODULES)[number];
/** What a module is called on screen (its add-on's name). */
export const MODULE_LABELS: Record<ModuleName, string> = { pricing: 'Pricing', ranking: 'Ranking' };
export const moduleLabel = (module: string) => MODULE_LABELS[module as ModuleName] ?? module.charAt(0).toUpperCase() + module.slice(1);

export const ROLES = [ROLE_MEMBER, ROLE_ADMIN, ROLE_SUPER_ADMIN] as const;
export type Role = (typeof ROLES)[number];
/** The role filter of the users list offers Admin and Member (spec 2 §6); '' is Both. */
export const ROLE_FILTER_OPTIONS = [ROLE_ADMIN, ROLE_MEMBER] as const;

/** User list page size and its limit (spec 2 §9). */
export const USERS_PAGE_SIZE = 50;
export const USERS_MAX_PAGE_SIZE = 500;
export const EMAIL_MAX_LENGTH = 50;
/** Password rule of the create form and the set-password page (not in the spec). */
export const PASSWORD_MIN_LENGTH = 8;
/** The user overview shows this many audit records. */
export const AUDIT_LIMIT = 20;

/** Columns the users list sorts by (`orderBy`); the default is emailAddress ascending. */
export const USER_ORDER_BY = ['emailAddress', 'firstName', 'lastName', 'role', 'statusCode', 'createdDate'] as const;
export type UserOrderBy = (typeof USER_ORDER_BY)[number];

/** What an audit record says was done. */
export const AUDIT_ACTIONS = {
  UserCreated: 'Created user',
  UserUpdated: 'Updated user',
  UserDeleted: 'Deleted user',
  UserBlocked: 'Blocked user',
  UserUnblocked: 'Unblocked user',
  PasswordResetSent: 'Sent password reset link',
  PasswordSet: 'Set a new password',
  AddOnsChanged: 'Changed add-on access',
  IntranetClientAdded: 'Registered an intranet client',
  IntranetClientChanged: 'Changed an intranet client',
  IntranetClientRemoved: 'Removed an intranet client',
  WebhookCreated: 'Added a webhook endpoint',
  WebhookUpdated: 'Changed a webhook endpoint',
  WebhookDeleted: 'Deleted a webhook endpoint',
  WebhookSecretRotated: 'Rotated a webhook secret',
  WebhookTestSent: 'Sent a webhook test event',
  WebhookDeliveryResent: 'Resent a webhook delivery',
  // API keys (issue 37 §3)
  ApiKeyCreated: 'Created an API key',
  ApiKeyRolled: 'Rolled an API key',
  ApiKeyRevoked: 'Revoked an API key',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Reply texts of the reference server: `data` of a 200, `message` of a refusal. */
export const USER_MESSAGES = {
  created: 'User created successfully.',
  updated: 'User updated successfully.',
  deleted: 'User deleted successfully.',
  blocked: 'User blocked successfully.',
  unblocked: 'User unblocked successfully.',
  resetSent: (email: string) => `A password reset link has been sent to ${email}.`,
  addOnsSaved: (clientName: string) => `Add-on access saved for ${clientName}.`,
  notAdmin: 'Only administrators can manage users.',
  otherClient: 'You can only manage users of your own client.',
  assignSuperAdmin: 'Only a super admin can assign the SuperAdmin role.',
  protectedUser: 'Only a super admin can change a SuperAdmin user.',
  ownRole: 'You cannot change your own role.',
  blockSelf: 'You cannot block or unblock yourself.',
  deleteSelf: 'You cannot delete yourself.',
  addOnsSuperAdminOnly: 'Only a super admin can change add-on access.',
  userNotFound: 'User not found',
  clientNotFound: 'Client not found',
  unknownAddOn: 'Unknown add-on id',
  secureIdMismatch: 'The secure id does not belong to this user.',
  emailTaken: 'A user with this email address already exists.',
  emailChange: 'The email address cannot be changed.',
  modulesAdminOnly: 'Only administrators can choose modules.',
  moduleNotInAddOns: (module: string, clientName: string) =>
    `${clientName} has no ${moduleLabel(module)} add-on, so its users cannot be given the ${moduleLabel(module)} module (a super admin adds add-ons in SuperAdmin Settings).`,
} as const;

/** IANA zones of the US and its territories for the (hidden) time zone field of the user form (spec 2 §9). */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Detroit', label: 'Eastern Time (Detroit)' },
  { value: 'America/Kentucky/Louisville', label: 'Eastern Time (Louisville, Kentucky)' },
  { value: 'America/Kentucky/Monticello', label: 'Eastern Time (Monticello, Kentucky)' },
  { value: 'America/Indiana/Indianapolis', label: 'Eastern Time (Indianapolis, Indiana)' },
  { value: 'America/Indiana/Vincennes', label: 'Eastern Time (Vincennes, Indiana)' },
  { value: 'America/Indiana/Winamac', label: 'Eastern Time (Winamac, Indiana)' },
  { value: 'America/Indiana/Marengo', label: 'Eastern Time (Marengo, Indiana)' },
  { value: 'America/Indiana/Petersburg', label: 'Eastern Time (Petersburg, Indiana)' },
  { value: 'America/Indiana/Vevay', label: 'Eastern Time (Vevay, Indiana)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Indiana/Tell_City', label: 'Central Time (Tell City, Indiana)' },
  { value: 'America/Indiana/Knox', label: 'Central Time (Knox, Indiana)' },
  { value: 'America/Menominee', label: 'Central Time (Menominee, Michigan)' },
  { value: 'America/North_Dakota/Center', label: 'Central Time (Center, North Dakota)' },
  { value: 'America/North_Dakota/New_Salem', label: 'Central Time (New Salem, North Dakota)' },
  { value: 'America/North_Dakota/Beulah', label: 'Central Time (Beulah, North Dakota)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Boise', label: 'Mountain Time (Boise, Idaho)' },
  { value: 'America/Phoenix', label: 'Mountain Standard Time (Phoenix, Arizona)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'America/Juneau', label: 'Alaska Time (Juneau)' },
  { value: 'America/Sitka', label: 'Alaska Time (Sitka)' },
  { value: 'America/Metlakatla', label: 'Alaska Time (Metlakatla)' },
  { value: 'America/Yakutat', label: 'Alaska Time (Yakutat)' },
  { value: 'America/Nome', label: 'Alaska Time (Nome)' },
  { value: 'America/Adak', label: 'Hawaii-Aleutian Time (Adak)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii-Aleutian Standard Time (Honolulu)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic Standard Time (Puerto Rico)' },
  { value: 'America/St_Thomas', label: 'Atlantic Standard Time (US Virgin Islands)' },
  { value: 'Pacific/Guam', label: 'Chamorro Standard Time (Guam)' },
  { value: 'Pacific/Saipan', label: 'Chamorro Standard Time (Northern Mariana Islands)' },
  { value: 'Pacific/Pago_Pago', label: 'Samoa Standard Time (American Samoa)' },
  { value: 'Pacific/Wake', label: 'Wake Island Time' },
  { value: 'Pacific/Midway', label: 'Samoa Standard Time (Midway Atoll)' },
  { value: 'Etc/UTC', label: 'Coordinated Universal Time (UTC)' },
] as const;
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** US states, the District of Columbia and the territories for the user form's State field (spec 2 §9). */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' }, { code: 'AK', name: 'Alaska' }, { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' }, { code: 'CA', name: 'California' }, { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' }, { code: 'DE', name: 'Delaware' }, { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' }, { code: 'GA', name: 'Georgia' }, { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' }, { code: 'IL', name: 'Illinois' }, { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' }, { code: 'KS', name: 'Kansas' }, { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' }, { code: 'ME', name: 'Maine' }, { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' }, { code: 'MI', name: 'Michigan' }, { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' }, { code: 'MO', name: 'Missouri' }, { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' }, { code: 'NV', name: 'Nevada' }, { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' }, { code: 'NM', name: 'New Mexico' }, { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' }, { code: 'ND', name: 'North Dakota' }, { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' }, { code: 'OR', name: 'Oregon' }, { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' }, { code: 'SC', name: 'South Carolina' }, { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' }, { code: 'TX', name: 'Texas' }, { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' }, { code: 'VA', name: 'Virginia' }, { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' }, { code: 'WI', name: 'Wisconsin' }, { code: 'WY', name: 'Wyoming' },
  { code: 'AS', name: 'American Samoa' }, { code: 'GU', name: 'Guam' }, { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PR', name: 'Puerto Rico' }, { code: 'VI', name: 'U.S. Virgin Islands' }, { code: 'UM', name: 'U.S. Minor Outlying Islands' },
] as const;
