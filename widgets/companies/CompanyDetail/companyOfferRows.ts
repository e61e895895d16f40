import type { OfferUnit } from '../../core/api/offers';
import type { CompanyOfferMarket } from '../../core/api/companyOffers';

/**
 * How the Offers section writes prices: electricity in cents per kWh (as bills and Power to Choose do), gas in
 * dollars per Ccf, Mcf or therm. The same rule as the Offers screen, whose helpers sit in another area.
 */
export const offerUnitLabel = (unit: OfferUnit) => (unit === 'kWh' ? '¢/kWh' : `$/${unit}`);

/** Rounded half up after clearing a float's dust (0.10425 × 100 is 10.424999…). */
const rounded = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
};

/** 0.149 $/kWh → '14.90¢/kWh'; 0.529 $/Ccf → '$0.529/Ccf'. */
export function formatCompanyOfferPrice(value: number, unit: OfferUnit): string {
  if (!Number.isFinite(value)) return '';
  if (unit === 'kWh') return `${rounded(value * 100, 2).toFixed(2)}¢/kWh`;
  return `$${rounded(value, 4).toFixed(4).replace(/0{1,2}$/, '')}/${unit}`;
}

/** 'TX · ONCOR ELECTRIC DELIVERY COMPANY · Residential' (and the commodity where it is gas). */
export function marketTitle(market: CompanyOfferMarket): string {
  return [market.stateCode, market.utility, market.commodity === 'Electric' ? '' : market.commodity, market.customerClass]
    .filter(Boolean)
    .join(' · ');
}

/** '#3 of 41'; a company none of whose offers meets the market's benchmark is not ranked there. */
export function rankText(market: CompanyOfferMarket): string {
  return market.rank === null ? 'Not ranked' : `#${market.rank} of ${market.rankedSuppliers}`;
}

/** '12 months', '1 month', '' for none (a variable rate without a term). */
export function termText(months: number | null): string {
  if (months === null) return '';
  return months === 1 ? '1 month' : `${months} months`;
}

/** The company's offers in a market, cheapest first (ties by product), the utility's own rate left out. */
export function companyOfferRows(market: CompanyOfferMarket) {
  return market.offers
    .filter((offer) => !offer.isUtilityRate)
    .sort((a, b) => a.price - b.price || (a.product ?? '').localeCompare(b.product ?? ''));
}
