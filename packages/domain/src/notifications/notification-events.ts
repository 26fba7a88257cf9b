import type { ServerStep } from '../enums/server-step.ts';
import type { Language } from '../profile/language.ts';

export interface StepNotification {
  title: string;
  description: string;
  cta: string;
  /** The application page the call to action opens ('' for the application root, which routes). */
  page: string;
}

const ENGLISH_STEPS = {
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
} as const satisfies Partial<Record<ServerStep, StepNotification>>;

type NotifyingStep = keyof typeof ENGLISH_STEPS;

const SPANISH_STEPS: Readonly<Record<NotifyingStep, StepNotification>> = {
  OFFER_SELECTION: {
    title: 'Sus ofertas están listas',
    description: 'Elija la línea de crédito y el retiro inicial que más le convengan.',
    cta: 'Ver sus ofertas',
    page: 'product/select',
  },
  REVISED_OFFER_SELECTION: {
    title: 'Sus ofertas se actualizaron',
    description: 'Revise sus ofertas actualizadas y elija una para continuar.',
    cta: 'Ver sus ofertas',
    page: 'product/select',
  },
  SUMMARY_DISCLOSURE: {
    title: 'Su solicitud está lista para firmar',
    description: 'Revise el resumen de su solicitud y fírmelo para enviar su solicitud.',
    cta: 'Revisar y firmar',
    page: 'start/app-summary',
  },
  IDENTITY_VERIFICATION: {
    title: 'Suba su identificación',
    description: 'Necesitamos una foto de su identificación oficial para verificar su identidad.',
    cta: 'Subir su identificación',
    page: 'identity',
  },
  FINAL_OFFER: {
    title: 'Su oferta final está lista',
    description: 'Su solicitud fue aprobada. Revise su oferta final para pasar al cierre.',
    cta: 'Revisar su oferta',
    page: 'signing/intro',
  },
  NOTE_SIGNING: {
    title: 'Sus documentos de cierre están listos para firmar',
    description: 'Firme su contrato de línea de crédito y las divulgaciones de cierre.',
    cta: 'Firmar sus documentos',
    page: 'signing/intro',
  },
  DEED_SIGNING: {
    title: 'Es hora de firmar su escritura de fideicomiso',
    description: 'Elija una sesión con notario en línea o la visita de un notario para firmarla.',
    cta: 'Elegir cómo firmar',
    page: 'notary/intro',
  },
  TRUST_AND_INSURANCE: {
    title: 'Suba su seguro de vivienda',
    description:
      'Necesitamos la página de declaraciones de su póliza antes de poder desembolsar su línea de crédito.',
    cta: 'Subir el seguro',
    page: 'insurance/upload',
  },
  COMPLETE: {
    title: 'Su línea de crédito fue desembolsada',
    description: 'Sus fondos van en camino a su cuenta.',
    cta: 'Ver su línea de crédito',
    page: '',
  },
};

/**
 * The steps that need the borrower, when something other than the borrower (a job, a vendor, the
 * lender's staff) brings the application to them: each becomes a notification (decision 009).
 */
export const STEP_NOTIFICATIONS: Readonly<Partial<Record<ServerStep, StepNotification>>> = ENGLISH_STEPS;

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

/** Every notification's words in one language; the condition's own notes stay as staff wrote them. */
export interface NotificationCopy {
  steps: Readonly<Partial<Record<ServerStep, StepNotification>>>;
  coDeederSigned: (name: string) => StepNotification;
  condition: { title: (notes: string) => string; cta: string };
}

export const NOTIFICATION_COPY: Readonly<Record<Language, NotificationCopy>> = {
  en: {
    steps: STEP_NOTIFICATIONS,
    coDeederSigned: describeCoDeederSigned,
    condition: CONDITION_NOTIFICATION,
  },
  es: {
    steps: SPANISH_STEPS,
    coDeederSigned: (name) => ({
      title: `${name} ya firmó`,
      description: 'Un propietario que figura en el título y a quien usted invitó ya firmó sus documentos.',
      cta: 'Ver quién ha firmado',
      page: 'signing/additional',
    }),
    condition: { title: (notes) => `Necesitamos algo de usted: ${notes}`, cta: 'Responder' },
  },
};
