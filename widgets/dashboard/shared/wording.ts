/** Spec 2 §2 Dashboard, §8: the panels' texts, verbatim. */
export const DASHBOARD_TEXT = {
  myLicenses: 'My Licenses',
  followedEvents: 'Followed Events',
  bestMarkets: 'Best Markets Today',
  worstMarkets: 'Worst Markets Today',
  myMarkets: 'My Markets Today',
  noLicenses: 'No licenses found.',
  noFollowedEvents: 'No followed events found.',
  noMarketData: 'No data available.',
  loading: 'Loading Market Data...',
  unknownError: 'Unknown error',
} as const;

/** Why a panel is empty when the user lacks the module behind it (issue 28), rather than a bare 'No data available.'. */
export const missingModuleText = (module: string) => `Your account has no ${module} module — ask your administrator`;

/**
 * How to read My Markets Today's cards, in one line (issue 38: some sixty cards of initials, ranks and a slider had no
 * caption), in First to Worst's words for the same medals.
 */
export const MY_MARKETS_INTRO =
  "Each card is one utility where you sell: the three cheapest suppliers by 12-month fixed price (gold, silver, bronze) and the highest (Last), then your own rank; the bar runs from cheapest (left) to highest (right).";
