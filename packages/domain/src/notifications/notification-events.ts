import type { ServerStep } from '../enums/server-step.ts';

export interface StepNotification {
  title: string;
  description: string;
  cta: string;
  /** The application page the call to action opens ('' for the application root, which routes). */
  page: string;
}

/**
 * The steps that need the borrower, when something other than the borrower (a job, a vendor, the
 * lender's staff) brings the application to them: each becomes a notification (decision 009).
 */
export const STEP_NOTIFICATIONS: Readonly<Partial<Record<ServerStep, StepNotification>>> = {
  OFFER_SELECTION: {
    title: 'Your offers are ready',
    description: 'Choose the line of credit and draw that suit you.',
    cta: 'See your offers',
    page: 'product/select',
  },
  REVISED_OFFER_SELECTION: {
    title: 'Your offers have been updated',
    description: 'Please review your updated offers and choose one to continue.',
    cta: 'See your offers',
    page: 'product/select',
  },
  SUMMARY_DISCLOSURE: {
    title: 'Your application is ready to sign',
    description: 'Review your application summary and sign it to submit your application.',
    cta: 'Review and sign',
    page: 'start/app-summary',
  },
  IDENTITY_VERIFICATION: {
    title: 'Please upload your ID',
    description: 'We need a photo of your government-issued ID to verify who you are.',
    cta: 'Upload your ID',
    page: 'identity',
  },
  FINAL_OFFER: {
    title: 'Your final offer is ready',
    description: 'Your application is approved. Review your final offer to move on to closing.',
    cta: 'Review your offer',
    page: 'signing/intro',
  },
  NOTE_SIGNING: {
    title: 'Your closing documents are ready to sign',
    description: 'Sign your line of credit agreement and the closing disclosures.',
    cta: 'Sign your documents',
    page: 'signing/intro',
  },
  DEED_SIGNING: {
    title: 'Time to sign your deed of trust',
    description: 'Choose an online notary session or a notary visit to sign it.',
    cta: 'Choose how to sign',
    page: 'notary/intro',
  },
  TRUST_AND_INSURANCE: {
    title: 'Please upload your homeowners insurance',
    description: 'We need the declarations page of your policy before your line can be funded.',
    cta: 'Upload insurance',
    page: 'insurance/upload',
  },
  COMPLETE: {
    title: 'Your line of credit is funded',
    description: 'Your funds are on their way to your account.',
    cta: 'View your line',
    page: '',
  },
};

/** A co-deeder finished signing (the borrower waits on signing/additional for every owner). */
export function describeCoDeederSigned(name: string): StepNotification {
  return {
    title: `${name} has signed`,
    description: 'An owner on title you invited has signed their documents.',
    cta: 'See who has signed',
    page: 'signing/additional',
  };
}

/** A condition raised by the lender's staff (CND-001): the notification names what is asked. */
export const CONDITION_NOTIFICATION = {
  title: (notes: string) => `We need something from you: ${notes}`,
  cta: 'Respond',
} as const;
