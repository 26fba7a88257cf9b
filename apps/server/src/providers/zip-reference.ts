import type { FindStateForZip } from '@hearth/domain/validation/state-zip';
import zipcodes from 'zipcodes';

/** Real ZIP data (the `zipcodes` package): the state of a US zip, or undefined when unknown. */
export const findStateForZip: FindStateForZip = (zip) => {
  const place = zipcodes.lookup(zip);
  return place?.country === 'US' ? place.state : undefined;
};
