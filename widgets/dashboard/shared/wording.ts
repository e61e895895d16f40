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
