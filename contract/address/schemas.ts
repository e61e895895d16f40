/** The states of the filter panel and a company's addresses (spec 1 §3, §7). */
import { z } from 'zod';
import { nullableText } from '../http';
import { companyPageBody, listReply } from '../companies/schemas';

export const state = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type State = z.output<typeof state>;

/** GET /api/address/GetStates, by name. */
export const statesReply = z.array(state);
export type StatesReply = z.output<typeof statesReply>;

/** Address, city and zip are '' without premium data. */
export const address = z.object({
  id: z.number().int(),
  contactAddress: nullableText,
  contactCity: nullableText,
  stateCode: nullableText,
  contactZip: nullableText,
  licenseStateCode: nullableText,
  isPremium: z.boolean(),
});
export type Address = z.output<typeof address>;

/** POST /api/Address/getall: addresses without contactAddress are left out. */
export const addressesBody = companyPageBody(50);
export type AddressesBody = z.input<typeof addressesBody>;
export const addressesReply = listReply(address);
export type AddressesReply = z.output<typeof addressesReply>;
