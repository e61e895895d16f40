/** @insights/widgets/offers — Offers: a market's imported retail offers, their history and what changed. Only this area's code (and the shared core) comes with it. */
export { Offers, type OffersProps, type OfferOpenDetail } from './Offers';
