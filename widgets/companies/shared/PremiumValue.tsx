/** The premium placeholder moved to the core ui kit (the dashboard's My Licenses blurs the same way). */
export { PremiumValue } from '../../core/ui/PremiumValue';
