/** Pricing-service wire and filter types are the contract's (contract/pricing/types.ts). */
export type * from '../../../contract/pricing/types';
