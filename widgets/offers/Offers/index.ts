export { Offers, OFFERS_TITLE, type OffersProps, type OfferOpenDetail } from './Offers';
