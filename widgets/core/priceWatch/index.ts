/** The price watch dialog and its buttons (issue 61): Settings' Price Watches tab, Offers and Ranking use them. */
export { PriceWatchDialog, type PriceWatchDialogProps } from './PriceWatchDialog';
export { PriceWatchForm, type PriceWatchFormProps } from './PriceWatchForm';
export { WatchPricesButton, WATCH_THIS_MARKET, WATCH_THIS_SUPPLIER, type WatchPricesButtonProps } from './WatchPricesButton';
export * from './priceWatchDraft';
