// Generated from the elements' defineWidget() calls by `npm run docs:elements`; do not edit by hand.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The tag names of every Insights element. */
export type InsightsElementTag =
  | 'insights-license-summary'
  | 'insights-license-map'
  | 'insights-company-list'
  | 'insights-company-detail'
  | 'insights-license-timeline'
  | 'insights-licensed-companies'
  | 'insights-licenses-raw-data'
  | 'insights-offers-raw-data'
  | 'insights-notification-bell'
  | 'insights-notifications'
  | 'insights-subscriptions'
  | 'insights-settings'
  | 'insights-addon-access'
  | 'insights-market-watches'
  | 'insights-price-watches'
  | 'insights-embedding-clients'
  | 'insights-found-suppliers'
  | 'insights-users-admin'
  | 'insights-user-overview'
  | 'insights-profile'
  | 'insights-pricing-filters'
  | 'insights-price-trend-chart'
  | 'insights-price-trend-overview-chart'
  | 'insights-forward-curve-chart'
  | 'insights-forward-curve-overview-chart'
  | 'insights-pricing'
  | 'insights-ranking'
  | 'insights-dashboard'
  | 'insights-my-licenses'
  | 'insights-followed-events'
  | 'insights-best-markets-today'
  | 'insights-worst-markets-today'
  | 'insights-my-markets-today'
  | 'insights-first-to-worst'
  | 'insights-market-activity'
  | 'insights-offers'
  | 'insights-search'
  | 'insights-integrations';

/** `<insights-license-summary>`: The Home summary: licenses per state for Electric, Gas and in total, each count linking to the company list of that state. */
export interface InsightsLicenseSummaryElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-license-map>`: The Home map: the United States shaded by licenses per state (Total, ABC, Supplier, or New in the last 12 months), each state linking to the company list of that state (with New: to its market activity). */
export interface InsightsLicenseMapElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-company-list>`: The searchable company list with its filters (state, license type, commodity), sorting, paging and CSV export. */
export interface InsightsCompanyListElement extends Omit<HTMLElement, 'pageNo' | 'pageSize' | 'searchTerm' | 'stateCode' | 'licenseType' | 'commodity' | 'orderBy' | 'ascendingOrder' | 'syncUrl' | 'apiBaseUrl' | 'portalUrl'> {
  /** Page to show (positive integer; default 1). */
  pageNo?: string;
  /** Rows per page (default 50). */
  pageSize?: string;
  /** Search text (company name, alias or domain). */
  searchTerm?: string;
  /** Two-letter state filter, e.g. `TX`. */
  stateCode?: string;
  /** License type filter. */
  licenseType?: string;
  /** Commodity filter (1 Electric, 2 Gas). */
  commodity?: string;
  /** Column to sort by. */
  orderBy?: string;
  /** `true` for ascending. */
  ascendingOrder?: string;
  /** Mirror the list's state into the page URL through `navigate` (default on). */
  syncUrl?: boolean;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-company-detail>`: One company: header, licenses with Follow, aliases, contacts, addresses and the regulator case history. */
export interface InsightsCompanyDetailElement extends Omit<HTMLElement, 'companyId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The company to show (required). */
  companyId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-license-timeline>`: A company's licenses on a timeline: a bar from registered to expiry date per license, today's line, expired licenses grey and those expiring within the user's alert window highlighted. Dates hidden as premium data are drawn undated. */
export interface InsightsLicenseTimelineElement extends Omit<HTMLElement, 'companyId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The company whose licenses to show (required). */
  companyId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-licensed-companies>`: Licensed companies: every license holder with state, license type and commodity filters. */
export interface InsightsLicensedCompaniesElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-licenses-raw-data>`: Raw data → Licenses: the per-state license files with their columns, for download as CSV. */
export interface InsightsLicensesRawDataElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-offers-raw-data>`: Raw data → Offers: the per-state offer files, for download as CSV. */
export interface InsightsOffersRawDataElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-notification-bell>`: The notification bell: unread count, the latest notifications in a popover, live through the realtime hub. */
export interface InsightsNotificationBellElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-notifications>`: The notifications page: search, the Date/Description table with paging, and the message popup. */
export interface InsightsNotificationsElement extends Omit<HTMLElement, 'readAll' | 'apiBaseUrl' | 'portalUrl'> {
  /** Only clear the `ReadAll` query of the page URL (the bell's "view all" link sets it). */
  readAll?: boolean;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-subscriptions>`: Settings → Subscriptions: the notification settings form and the subscribed companies. */
export interface InsightsSubscriptionsElement extends Omit<HTMLElement, 'secureId' | 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** Another user of the client (admins); default the signed-in user. */
  secureId?: string;
  /** The client of that user; default the signed-in user's client. */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-settings>`: Settings: the title and the tabs the user may see; the chosen tab's element goes inside it as a child. */
export interface InsightsSettingsElement extends Omit<HTMLElement, 'tab' | 'section' | 'apiBaseUrl' | 'portalUrl'> {
  /** `subscriptions` (default), `users`, `integrations` or `superadmin`. */
  tab?: string;
  /** Within `subscriptions`: `subscriptions` (default) or `prices` (Price Watches). */
  section?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-addon-access>`: Settings → Super admin: which client has which add-on modules (super admins only). */
export interface InsightsAddonAccessElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-market-watches>`: The signed-in user's market watches: license events of any company in chosen states, commodity and type. */
export interface InsightsMarketWatchesElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The signed-in user's client by default. */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-price-watches>`: The signed-in user's price watches (users with the pricing module): rules on an offers market — a price at or below, a supplier entering or leaving the top N, a supplier's changes, any change — and the client's own supplier's rank alerts. */
export interface InsightsPriceWatchesElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The signed-in user's client by default. */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-embedding-clients>`: Settings → Super admin → Embedding: the intranet pages registered to sign in to Insights, each with its snippet (super admins only). */
export interface InsightsEmbeddingClientsElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-found-suppliers>`: Settings → Super admin → Suppliers found in offers: the companies an offers import created for suppliers no company matched, with their markets, offers and first sighting; Merge folds one into the right company (super admins only). */
export interface InsightsFoundSuppliersElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-users-admin>`: Settings → Users: the client's users with search, filters and the admin actions. */
export interface InsightsUsersAdminElement extends Omit<HTMLElement, 'pageNo' | 'emailAddress' | 'firstName' | 'lastName' | 'role' | 'statusCode' | 'search' | 'clientId' | 'syncUrl' | 'apiBaseUrl' | 'portalUrl'> {
  /** Page to show. */
  pageNo?: string;
  /** Email filter. */
  emailAddress?: string;
  /** First name filter. */
  firstName?: string;
  /** Last name filter. */
  lastName?: string;
  /** Role filter. */
  role?: string;
  /** Status filter. */
  statusCode?: string;
  /** Search text. */
  search?: string;
  /** The client whose users are listed; default the signed-in user's client. */
  clientId?: string;
  /** Mirror the list's state into the page URL through `navigate` (default on). */
  syncUrl?: boolean;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-user-overview>`: One user: profile, roles, status and access, with the admin actions. */
export interface InsightsUserOverviewElement extends Omit<HTMLElement, 'userId' | 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The user to show (required). */
  userId?: string;
  /** The user's client; default the signed-in user's client. */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-profile>`: The signed-in user's own profile. */
export interface InsightsProfileElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-pricing-filters>`: The pricing filter form on its own, for hosts that draw the charts themselves. */
export interface InsightsPricingFiltersElement extends Omit<HTMLElement, 'variant' | 'apiBaseUrl' | 'portalUrl'> {
  /** `pricing` (default) or `ranking`: which fields the form shows. */
  variant?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-price-trend-chart>`: The Price Trend chart for the applied filters. */
export interface InsightsPriceTrendChartElement extends Omit<HTMLElement, 'filters' | 'viewAs' | 'applyId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas). */
  filters?: unknown;
  /** A super admin's 'View as' client id. */
  viewAs?: string;
  /** Change it to clear the chart and fetch again (what Apply does on the Pricing screen). */
  applyId?: number;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-price-trend-overview-chart>`: The Price Trend Overview chart: every supplier's price over time. */
export interface InsightsPriceTrendOverviewChartElement extends Omit<HTMLElement, 'filters' | 'viewAs' | 'applyId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas). */
  filters?: unknown;
  /** A super admin's 'View as' client id. */
  viewAs?: string;
  /** Change it to clear the chart and fetch again (what Apply does on the Pricing screen). */
  applyId?: number;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-forward-curve-chart>`: The Forward Curve chart for the applied filters. */
export interface InsightsForwardCurveChartElement extends Omit<HTMLElement, 'filters' | 'viewAs' | 'applyId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas). */
  filters?: unknown;
  /** A super admin's 'View as' client id. */
  viewAs?: string;
  /** Change it to clear the chart and fetch again (what Apply does on the Pricing screen). */
  applyId?: number;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-forward-curve-overview-chart>`: The Forward Curve Overview chart: every supplier's forward curve. */
export interface InsightsForwardCurveOverviewChartElement extends Omit<HTMLElement, 'filters' | 'viewAs' | 'applyId' | 'apiBaseUrl' | 'portalUrl'> {
  /** The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas). */
  filters?: unknown;
  /** A super admin's 'View as' client id. */
  viewAs?: string;
  /** Change it to clear the chart and fetch again (what Apply does on the Pricing screen). */
  applyId?: number;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-pricing>`: The whole Pricing screen: the filter form and the four price charts (each with Download CSV and PNG); the applied filters can live in the page URL. */
export interface InsightsPricingElement extends Omit<HTMLElement, 'market' | 'state' | 'utility' | 'loadZone' | 'rateClass' | 'loadProfile' | 'billingMethod' | 'usageFrom' | 'usageTo' | 'demand' | 'term' | 'effectiveFrom' | 'effectiveTo' | 'contractStartFrom' | 'contractStartTo' | 'query' | 'syncUrl' | 'enabledWeekDays' | 'apiBaseUrl' | 'portalUrl'> {
  /** Initial filter: Market name, e.g. `ERCOT` (default ERCOT). Invalid values fall back to the default. */
  market?: string;
  /** Initial filter: State identifier, e.g. `TX`. Invalid values fall back to the default. */
  state?: string;
  /** Initial filter: Utility identifier (the Utility list's value). Invalid values fall back to the default. */
  utility?: string;
  /** Initial filter: Load zone identifier (electricity only). Invalid values fall back to the default. */
  loadZone?: string;
  /** Initial filter: Rate class name (outside Texas, with a utility). Invalid values fall back to the default. */
  rateClass?: string;
  /** Initial filter: Load profile value (Texas). Invalid values fall back to the default. */
  loadProfile?: string;
  /** Initial filter: Billing method short name. Invalid values fall back to the default. */
  billingMethod?: string;
  /** Initial filter: Usage From (kWh, 0–2,000,000). Invalid values fall back to the default. */
  usageFrom?: string;
  /** Initial filter: Usage To (kWh, 0–2,000,000). Invalid values fall back to the default. */
  usageTo?: string;
  /** Initial filter: Demand (kW, 0–100,000). Invalid values fall back to the default. */
  demand?: string;
  /** Initial filter: Term in months: `6`, `12`, `24`, `36` or `46` (the 48-month option). Invalid values fall back to the default. */
  term?: string;
  /** Initial filter: Effective From, `yyyy-MM-dd` within the last year. Invalid values fall back to the default. */
  effectiveFrom?: string;
  /** Initial filter: Effective To, `yyyy-MM-dd` within the last year. Invalid values fall back to the default. */
  effectiveTo?: string;
  /** Initial filter: Contract start from, `yyyy-MM`. Invalid values fall back to the default. */
  contractStartFrom?: string;
  /** Initial filter: Contract start to, `yyyy-MM`. Invalid values fall back to the default. */
  contractStartTo?: string;
  /** All filters as one URL query, e.g. `market=PJM&state=PA&term=12` (a page can pass its own `location.search`); the single filter attributes win. */
  query?: string;
  /** Write each applied filter set into the page URL through configure()'s `navigate` (default on; without a `navigate` the URL is never touched). */
  syncUrl?: boolean;
  /** JSON array of weekdays (0–6) the date pickers allow despite the Monday rule. */
  enabledWeekDays?: unknown;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-ranking>`: The whole Ranking screen: the filters and 'Best Pricing Ranks' (with Download CSV and PNG); the applied filters can live in the page URL. */
export interface InsightsRankingElement extends Omit<HTMLElement, 'market' | 'state' | 'utility' | 'loadZone' | 'rateClass' | 'loadProfile' | 'billingMethod' | 'usage' | 'demand' | 'term' | 'effectiveFrom' | 'effectiveTo' | 'query' | 'syncUrl' | 'filterVariant' | 'enabledWeekDays' | 'apiBaseUrl' | 'portalUrl'> {
  /** Initial filter: Market name, e.g. `ERCOT` (default ERCOT). Invalid values fall back to the default. */
  market?: string;
  /** Initial filter: State identifier, e.g. `TX`. Invalid values fall back to the default. */
  state?: string;
  /** Initial filter: Utility identifier (the Utility list's value). Invalid values fall back to the default. */
  utility?: string;
  /** Initial filter: Load zone identifier (electricity only). Invalid values fall back to the default. */
  loadZone?: string;
  /** Initial filter: Rate class name (outside Texas, with a utility). Invalid values fall back to the default. */
  rateClass?: string;
  /** Initial filter: Load profile value (Texas). Invalid values fall back to the default. */
  loadProfile?: string;
  /** Initial filter: Billing method short name. Invalid values fall back to the default. */
  billingMethod?: string;
  /** Initial filter: Usage (kWh, 0–2,000,000). Invalid values fall back to the default. */
  usage?: string;
  /** Initial filter: Demand (kW, 0–100,000). Invalid values fall back to the default. */
  demand?: string;
  /** Initial filter: Term in months: `6`, `12`, `24`, `36` or `46` (the 48-month option). Invalid values fall back to the default. */
  term?: string;
  /** Initial filter: Effective From, `yyyy-MM-dd` within the last year. Invalid values fall back to the default. */
  effectiveFrom?: string;
  /** Initial filter: Effective To, `yyyy-MM-dd` within the last year. Invalid values fall back to the default. */
  effectiveTo?: string;
  /** All filters as one URL query, e.g. `market=PJM&state=PA&term=12` (a page can pass its own `location.search`); the single filter attributes win. */
  query?: string;
  /** Write each applied filter set into the page URL through configure()'s `navigate` (default on; without a `navigate` the URL is never touched). */
  syncUrl?: boolean;
  /** `inline` (default) or `modal`: the filters open in a dialog. */
  filterVariant?: string;
  /** JSON array of weekdays (0–6) the date pickers allow despite the Monday rule. */
  enabledWeekDays?: unknown;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-dashboard>`: The whole dashboard: all five panels below, and a 'View as' client selector for a super admin. */
export interface InsightsDashboardElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** A super admin's 'View as' client (ignored for everybody else). */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-my-licenses>`: The client's own company licenses (state, legal name, type, status, start and end date), sortable. */
export interface InsightsMyLicensesElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** A super admin's 'View as' client (ignored for everybody else). */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-followed-events>`: The companies the user follows, since when, and how many licenses each follow covers. */
export interface InsightsFollowedEventsElement extends Omit<HTMLElement, 'apiBaseUrl' | 'portalUrl'> {
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-best-markets-today>`: Up to 10 markets where the client's supplier ranks best today: rank of N and price delta. */
export interface InsightsBestMarketsTodayElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** A super admin's 'View as' client (ignored for everybody else). */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-worst-markets-today>`: Up to 10 markets where the client's supplier ranks worst today. */
export interface InsightsWorstMarketsTodayElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** A super admin's 'View as' client (ignored for everybody else). */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-my-markets-today>`: Every market that ranks the client's supplier: the medal logos, the last place and its own rank on a slider. */
export interface InsightsMyMarketsTodayElement extends Omit<HTMLElement, 'clientId' | 'apiBaseUrl' | 'portalUrl'> {
  /** A super admin's 'View as' client (ignored for everybody else). */
  clientId?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-first-to-worst>`: The public First to Worst leaderboard: per state and utility the three best suppliers and the last; no sign-in needed. */
export interface InsightsFirstToWorstElement extends Omit<HTMLElement, 'effectiveFrom' | 'apiBaseUrl' | 'portalUrl'> {
  /** A day (yyyy-mm-dd); default the latest prices. */
  effectiveFrom?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-market-activity>`: Market Activity: a market's New, Renewed and Expired licenses per month (stacked bars) with Active licenses (a line), the last month that is over against the previous month and the same month last year (the month under way: its figures so far), the expiry outlook, the months as a table, and Download CSV and PNG. The filters can live in the page URL. */
export interface InsightsMarketActivityElement extends Omit<HTMLElement, 'state' | 'commodity' | 'licenseType' | 'months' | 'syncUrl' | 'apiBaseUrl' | 'portalUrl'> {
  /** Initial State filter: a two-letter state code, e.g. `TX` (empty: every state). */
  state?: string;
  /** Initial Commodity filter: `Electric` or `Gas` (empty: both). */
  commodity?: string;
  /** Initial License Type filter: `Supplier`, `ABC`, or one ABC kind: `Aggregator`, `Agent`, `Broker`, `Consultant` (empty: every type). */
  licenseType?: string;
  /** The period in months: `12`, `24` (default) or `36`. Other values fall back to 24. */
  months?: string;
  /** Write each filter change into the page URL (`?state=TX&commodity=Electric&type=Supplier&months=24`) through configure()'s `navigate` (default on; without a `navigate` the URL is never touched). */
  syncUrl?: boolean;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-offers>`: Offers: a market's retail offers as the state's public file listed them on a snapshot date (supplier, product, term, rate type, prices, renewable share, cancellation fee, first seen, the change since the previous snapshot and a price line), sortable and filtered by term, rate type and supplier; an offer's drawer with its facts, links and full price history; What changed between any two snapshot dates; Download CSV. Every view names its source and date. The choices can live in the page URL. */
export interface InsightsOffersElement extends Omit<HTMLElement, 'state' | 'utility' | 'commodity' | 'customerClass' | 'asOf' | 'syncUrl' | 'apiBaseUrl' | 'portalUrl'> {
  /** The market's two-letter state code, e.g. `TX` (empty: the first imported market). */
  state?: string;
  /** The market's utility (territory) as the source names it, e.g. `ONCOR ELECTRIC DELIVERY COMPANY` (empty: the state's first market). */
  utility?: string;
  /** `Electric` or `Natural Gas` (empty: whichever the state and utility name). */
  commodity?: string;
  /** `Residential`, `Small Commercial` or `Commercial` (empty: whichever the state and utility name). */
  customerClass?: string;
  /** The snapshot date, `YYYY-MM-DD`: the snapshot on or before it (empty: the latest). */
  asOf?: string;
  /** Write each choice into the page URL (`?state=TX&utility=…&asOf=2026-01-09&term=12&sort=-renewable&view=changes`) through configure()'s `navigate` (default on; without a `navigate` the URL is never touched). */
  syncUrl?: boolean;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-search>`: The global company search: finds companies by name, alias, domain or license number as the user types; Ctrl+K (⌘K) focuses it, Enter opens the highlighted company. */
export interface InsightsSearchElement extends Omit<HTMLElement, 'shortcut' | 'initialText' | 'apiBaseUrl' | 'portalUrl'> {
  /** 'false' leaves Ctrl+K / ⌘K to the page (default: the keys focus the field) */
  shortcut?: boolean;
  /** text the field starts with (its results open at once) */
  initialText?: string;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** `<insights-integrations>`: Settings → Integrations (client admins and super admins): the client's webhook endpoints (signed JSON, Slack or Teams posts of license events, with the delivery log, Send test event, Resend and Rotate secret) and its API keys (create, roll, revoke). A new secret or key shows once. */
export interface InsightsIntegrationsElement extends Omit<HTMLElement, 'clientId' | 'syncUrl' | 'apiBaseUrl' | 'portalUrl'> {
  /** The client whose integrations show; the signed-in user's by default (a super admin may name any client, or pick one in the element's Client select). */
  clientId?: string;
  /** Write a super admin's choice of client into the page URL (`?ClientId=…`) through configure()'s `navigate` (default on; without a `navigate` the URL is never touched). */
  syncUrl?: boolean;
  /** Overrides configure()'s `apiBaseUrl` for this element. */
  apiBaseUrl?: string;
  /** Overrides configure()'s `portalUrl` (where links open) for this element. */
  portalUrl?: string;
}

/** The `detail` of each Insights event a page can listen to (`el.addEventListener('insights-ready', …)`). */
export interface InsightsEventDetailMap {
  'insights-ready': { tag: string };
  'insights-error': { status: number; message: string; operation: string };
  'insights-auth-required': { tag: string };
  'insights-navigate': { path: string; route: string | null; params: Record<string, string> };
  'insights-market-watch-change': { id: number; change: 'created' | 'updated' | 'deleted' };
  'insights-follow-change': { companyId: string; licenseId?: number; following: boolean };
  'insights-filters-change': { filters: Record<string, string> };
  'insights-notification-read': { ids: number[]; all: boolean };
  'insights-price-watch-change': { id: number; change: 'created' | 'updated' | 'deleted' };
  'insights-integration-change': { kind: 'webhook' | 'api-key'; id: string; change: 'created' | 'updated' | 'enabled' | 'disabled' | 'secret-rotated' | 'deleted' | 'rolled' | 'revoked' };
}

declare global {
  interface HTMLElementTagNameMap {
    'insights-license-summary': InsightsLicenseSummaryElement;
    'insights-license-map': InsightsLicenseMapElement;
    'insights-company-list': InsightsCompanyListElement;
    'insights-company-detail': InsightsCompanyDetailElement;
    'insights-license-timeline': InsightsLicenseTimelineElement;
    'insights-licensed-companies': InsightsLicensedCompaniesElement;
    'insights-licenses-raw-data': InsightsLicensesRawDataElement;
    'insights-offers-raw-data': InsightsOffersRawDataElement;
    'insights-notification-bell': InsightsNotificationBellElement;
    'insights-notifications': InsightsNotificationsElement;
    'insights-subscriptions': InsightsSubscriptionsElement;
    'insights-settings': InsightsSettingsElement;
    'insights-addon-access': InsightsAddonAccessElement;
    'insights-market-watches': InsightsMarketWatchesElement;
    'insights-price-watches': InsightsPriceWatchesElement;
    'insights-embedding-clients': InsightsEmbeddingClientsElement;
    'insights-found-suppliers': InsightsFoundSuppliersElement;
    'insights-users-admin': InsightsUsersAdminElement;
    'insights-user-overview': InsightsUserOverviewElement;
    'insights-profile': InsightsProfileElement;
    'insights-pricing-filters': InsightsPricingFiltersElement;
    'insights-price-trend-chart': InsightsPriceTrendChartElement;
    'insights-price-trend-overview-chart': InsightsPriceTrendOverviewChartElement;
    'insights-forward-curve-chart': InsightsForwardCurveChartElement;
    'insights-forward-curve-overview-chart': InsightsForwardCurveOverviewChartElement;
    'insights-pricing': InsightsPricingElement;
    'insights-ranking': InsightsRankingElement;
    'insights-dashboard': InsightsDashboardElement;
    'insights-my-licenses': InsightsMyLicensesElement;
    'insights-followed-events': InsightsFollowedEventsElement;
    'insights-best-markets-today': InsightsBestMarketsTodayElement;
    'insights-worst-markets-today': InsightsWorstMarketsTodayElement;
    'insights-my-markets-today': InsightsMyMarketsTodayElement;
    'insights-first-to-worst': InsightsFirstToWorstElement;
    'insights-market-activity': InsightsMarketActivityElement;
    'insights-offers': InsightsOffersElement;
    'insights-search': InsightsSearchElement;
    'insights-integrations': InsightsIntegrationsElement;
  }
  interface HTMLElementEventMap {
    'insights-ready': CustomEvent<InsightsEventDetailMap['insights-ready']>;
    'insights-error': CustomEvent<InsightsEventDetailMap['insights-error']>;
    'insights-auth-required': CustomEvent<InsightsEventDetailMap['insights-auth-required']>;
    'insights-navigate': CustomEvent<InsightsEventDetailMap['insights-navigate']>;
    'insights-market-watch-change': CustomEvent<InsightsEventDetailMap['insights-market-watch-change']>;
    'insights-follow-change': CustomEvent<InsightsEventDetailMap['insights-follow-change']>;
    'insights-filters-change': CustomEvent<InsightsEventDetailMap['insights-filters-change']>;
    'insights-notification-read': CustomEvent<InsightsEventDetailMap['insights-notification-read']>;
    'insights-price-watch-change': CustomEvent<InsightsEventDetailMap['insights-price-watch-change']>;
    'insights-integration-change': CustomEvent<InsightsEventDetailMap['insights-integration-change']>;
  }
}

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace to augment
  namespace JSX {
    interface IntrinsicElements {
      'insights-license-summary': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-license-map': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-company-list': ElementAttributes & { 'page-no'?: string; 'page-size'?: string; 'search-term'?: string; 'state-code'?: string; 'license-type'?: string; 'commodity'?: string; 'order-by'?: string; 'ascending-order'?: string; 'sync-url'?: boolean | string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-company-detail': ElementAttributes & { 'company-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-license-timeline': ElementAttributes & { 'company-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-licensed-companies': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-licenses-raw-data': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-offers-raw-data': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-notification-bell': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-notifications': ElementAttributes & { 'read-all'?: boolean | string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-subscriptions': ElementAttributes & { 'secure-id'?: string; 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-settings': ElementAttributes & { 'tab'?: string; 'section'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-addon-access': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-market-watches': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-price-watches': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-embedding-clients': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-found-suppliers': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-users-admin': ElementAttributes & { 'page-no'?: string; 'email-address'?: string; 'first-name'?: string; 'last-name'?: string; 'role'?: string; 'status-code'?: string; 'search'?: string; 'client-id'?: string; 'sync-url'?: boolean | string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-user-overview': ElementAttributes & { 'user-id'?: string; 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-profile': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-pricing-filters': ElementAttributes & { 'variant'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-price-trend-chart': ElementAttributes & { 'filters'?: string; 'view-as'?: string; 'apply-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-price-trend-overview-chart': ElementAttributes & { 'filters'?: string; 'view-as'?: string; 'apply-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-forward-curve-chart': ElementAttributes & { 'filters'?: string; 'view-as'?: string; 'apply-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-forward-curve-overview-chart': ElementAttributes & { 'filters'?: string; 'view-as'?: string; 'apply-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-pricing': ElementAttributes & { 'market'?: string; 'state'?: string; 'utility'?: string; 'load-zone'?: string; 'rate-class'?: string; 'load-profile'?: string; 'billing-method'?: string; 'usage-from'?: string; 'usage-to'?: string; 'demand'?: string; 'term'?: string; 'effective-from'?: string; 'effective-to'?: string; 'contract-start-from'?: string; 'contract-start-to'?: string; 'query'?: string; 'sync-url'?: boolean | string; 'enabled-week-days'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-ranking': ElementAttributes & { 'market'?: string; 'state'?: string; 'utility'?: string; 'load-zone'?: string; 'rate-class'?: string; 'load-profile'?: string; 'billing-method'?: string; 'usage'?: string; 'demand'?: string; 'term'?: string; 'effective-from'?: string; 'effective-to'?: string; 'query'?: string; 'sync-url'?: boolean | string; 'filter-variant'?: string; 'enabled-week-days'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-dashboard': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-my-licenses': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-followed-events': ElementAttributes & { 'api-base-url'?: string; 'portal-url'?: string };
      'insights-best-markets-today': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-worst-markets-today': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-my-markets-today': ElementAttributes & { 'client-id'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-first-to-worst': ElementAttributes & { 'effective-from'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-market-activity': ElementAttributes & { 'state'?: string; 'commodity'?: string; 'license-type'?: string; 'months'?: string; 'sync-url'?: boolean | string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-offers': ElementAttributes & { 'state'?: string; 'utility'?: string; 'commodity'?: string; 'customer-class'?: string; 'as-of'?: string; 'sync-url'?: boolean | string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-search': ElementAttributes & { 'shortcut'?: boolean | string; 'initial-text'?: string; 'api-base-url'?: string; 'portal-url'?: string };
      'insights-integrations': ElementAttributes & { 'client-id'?: string; 'sync-url'?: boolean | string; 'api-base-url'?: string; 'portal-url'?: string };
    }
  }
}
