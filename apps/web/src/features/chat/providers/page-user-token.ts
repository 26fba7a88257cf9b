/** CHT-011: the query parameter TalkJS's user token arrives in. */
export const USER_TOKEN_QUERY = 'userToken';

/**
 * Takes the user token out of the address bar once it has been read: a token does not stay in a
 * URL, where history, bookmarks and shared links would keep it. The router's state is kept as is.
 */
export function dropUserTokenFromAddress(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  if (!url.searchParams.has(USER_TOKEN_QUERY)) {
    return;
  }
  url.searchParams.delete(USER_TOKEN_QUERY);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
