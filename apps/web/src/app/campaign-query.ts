/** An ad click's id: Google's, Facebook's. */
const AD_CLICK_IDS = new Set(['gclid', 'fbclid']);

/** A campaign's parameter: `utm_*` or an ad click's id. The app reads them, but none changes the page. */
export function isCampaignParameter(name: string): boolean {
  return name.startsWith('utm_') || AD_CLICK_IDS.has(name);
}

/**
 * True when a page's query holds nothing but a campaign's parameters (or nothing at all): such a
 * page is drawn by the app as by the server, so a visitor's form page may wait for the first touch
 * to load the app (decision 029). The app's own parameters (a referrer, an offer code, the lender,
 * the language, `pop-webchat`…) act once the app runs, so a query with any of them loads at once.
 * The campaign's parameters stay in the address, where the app reads them when it takes over.
 */
export function holdsOnlyCampaignParameters(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every(isCampaignParameter);
}
