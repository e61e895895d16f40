/** Pricing constants and texts are shared with the server (spec 2 §7, §8, §9): they live in contract/pricing. */
export * from '../../../contract/pricing/constants';
