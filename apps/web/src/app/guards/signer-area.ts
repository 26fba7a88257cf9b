import { loadQuery, signedInPageLoader } from '../../lib/route-data.ts';
import { getSignerApplicationsQueryOptions } from '../../lib/signer-application.ts';

/** The additional signer's pages all start from their view of the application they sign for. */
export const signerAreaLoader = signedInPageLoader(() => loadQuery(getSignerApplicationsQueryOptions()));
