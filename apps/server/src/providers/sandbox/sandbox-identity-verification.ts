import type { IdentityVerificationProvider } from '../identity-verification-provider.ts';
import { selectPersona } from './sandbox-persona.ts';

/** Sandbox ID check: Idreject's documents are unreadable, Fraud's fail the liveness match. */
export function createSandboxIdentityVerification(): IdentityVerificationProvider {
  return {
    name: 'sandbox',
    async verifyDocuments({ applicant, documentRefs }) {
      const persona = selectPersona(applicant.lastName);
      if (documentRefs.length === 0 || persona === 'ID_REJECTED') {
        return { outcome: 'REJECTED', reasons: ['The document image could not be read'] };
      }
      if (persona === 'ID_FRAUD') {
        return { outcome: 'FRAUD_SUSPECTED', reasons: ['The photo does not match the document'] };
      }
      return { outcome: 'VERIFIED', reasons: [] };
    },
  };
}
