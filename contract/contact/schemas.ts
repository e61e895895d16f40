/** A company's contacts (spec 1 §3, §7). */
import { z } from 'zod';
import { nullableText } from '../http';
import { companyPageBody, listReply } from '../companies/schemas';

/** E-mail and phone are '' without premium data. */
export const contact = z.object({
  id: z.number().int(),
  contactName: nullableText,
  contactEmail: nullableText,
  contactPhone: nullableText,
  contactRole: nullableText,
  stateCode: nullableText,
  isPremium: z.boolean(),
});
export type Contact = z.output<typeof contact>;

/** POST /api/contact/getall: contacts with name, role, e-mail and phone all empty are left out. */
export const contactsBody = companyPageBody(50);
export type ContactsBody = z.input<typeof contactsBody>;
export const contactsReply = listReply(contact);
export type ContactsReply = z.output<typeof contactsReply>;
