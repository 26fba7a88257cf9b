import { getSupportPhone } from '../../../components/layout/org-info.ts';
import { useOrg } from '../../../lib/org.tsx';

/** The organisation's details that the policies quote (interpolation values of the legal catalogue). */
export function useLegalValues() {
  const org = useOrg();
  const info = org.orgMetaData.companyInfo;
  const { street1, street2, city, state, zip } = info.companyAddress;
  return {
    companyName: info.companyName,
    companyNameShort: info.companyNameShort,
    nmlsNumber: info.nmlsNumber,
    supportEmail: info.supportEmail,
    supportPhone: getSupportPhone(org),
    address: [street1, street2, `${city}, ${state} ${zip}`].filter(Boolean).join(', '),
  };
}
