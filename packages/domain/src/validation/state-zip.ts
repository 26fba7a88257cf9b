export const STATE_ZIP_MISMATCH_MESSAGE = 'Zipcode does not match the state';

/** Returns the state a zip lies in (for example from real ZIP data), or undefined when unknown. */
export type FindStateForZip = (zip: string) => string | undefined;

/**
 * A zip that lies in another state than the one given is refused. An unknown zip is not judged here
 * (the zip's own shape rule still applies), so a missing lookup entry never blocks a borrower.
 */
export function checkStateZipMatch(
  address: { state: string; zip: string },
  findStateForZip: FindStateForZip,
): string | undefined {
  const zipState = findStateForZip(address.zip.trim());
  if (zipState === undefined) {
    return undefined;
  }
  return zipState.toUpperCase() === address.state.trim().toUpperCase()
    ? undefined
    : STATE_ZIP_MISMATCH_MESSAGE;
}
