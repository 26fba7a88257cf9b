import type { HelpEntry } from '../help-entry.ts';

/** Signing, the notary, the right to cancel, funding and the accounts money moves through. */
export const CLOSING: readonly HelpEntry[] = [
  {
    id: 'signing-documents',
    title: 'How do I sign my closing documents?',
    phrasings: ['sign documents', 'e-sign', 'closing documents', 'how do i sign'],
    keywords: ['sign', 'signing', 'documents', 'closing', 'e-sign', 'signature'],
    answer:
      'You read and sign your closing documents online; it takes about 10 minutes. Each document opens in the viewer: scroll to the end, then sign by typing your name or drawing your signature. Your deed is signed afterwards with a notary.',
  },
  {
    id: 'notary-online',
    title: 'How does the online notary work?',
    phrasings: [
      'online notary',
      'remote notary',
      'video notary',
      'e-closing',
      'do i have to go to an office to sign',
    ],
    keywords: ['notary', 'online', 'remote', 'video', 'enotary', 'ron', 'e-closing', 'deed'],
    answer:
      'You meet a commissioned notary by video, from your computer or phone, in about 15 minutes. You need a camera, a microphone and your location turned on, and your photo ID. The notary checks your ID, watches you sign your deed of trust, then signs and seals it; the session is recorded, as the law requires.',
  },
  {
    id: 'notary-at-home',
    title: 'Can a notary come to my home?',
    phrasings: ['in person notary', 'mobile notary', 'schedule a notary', 'manual notary'],
    keywords: ['notary', 'in-person', 'mobile', 'home', 'schedule', 'appointment', '$300'],
    answer:
      'Yes. Book a time and a mobile notary comes to you; this may add up to $300 in costs. Your notary calls you the day before to confirm. To change the time, call us at {phone}. You can still switch to the online notary instead.',
  },
  {
    id: 'notary-device-check',
    title: 'My camera or location check failed',
    phrasings: ['device check failed', 'camera not working', 'location not shared'],
    keywords: ['camera', 'microphone', 'location', 'device', 'permission', 'browser'],
    answer:
      'Allow camera, microphone and location access for this site in your browser settings, then check again. If your device still is not ready, you can book a notary to come to you instead.',
  },
  {
    id: 'attorney-review',
    title: 'Why is an attorney reviewing my documents?',
    phrasings: ['attorney review', 'lawyer review', 'waiting to sign deed'],
    keywords: ['attorney', 'lawyer', 'review', 'state'],
    answer:
      'Some states require an attorney to review closing documents. We will let you know when you can sign your deed; there is nothing you need to do meanwhile.',
  },
  {
    id: 'rescission-right',
    title: 'Can I change my mind after signing? (Right to cancel)',
    phrasings: [
      'right of rescission',
      'can i back out after signing',
      'cooling off period',
      'how many days do i have to cancel',
    ],
    keywords: ['rescission', 'cooling off', 'three business days', 'deadline'],
    answer:
      'Yes. After your closing you have three business days to cancel your line of credit; Sundays and federal holidays do not count, and the right ends at midnight after the last day. Your application shows the exact deadline, and every owner on title may cancel. Your funds are sent once it has passed.',
  },
  {
    id: 'how-to-cancel',
    title: 'How do I cancel my line of credit?',
    phrasings: [
      'how do i rescind',
      'how to rescind or cancel my line',
      'cancel my heloc',
      'i want to cancel',
      'withdraw my application',
    ],
    keywords: ['cancel', 'rescind', 'withdraw', 'stop', 'terminate'],
    answer:
      'During your right-to-cancel period, use "Cancel this line of credit" on your application. If you cancel, we do not fund your line, the lien on your home is released, and any fees you paid are refunded; this cannot be undone. Before you sign, you can simply stop, or call us at {phone}.',
  },
  {
    id: 'funding-timing',
    title: 'When will I get my money?',
    phrasings: [
      'when will i be funded',
      'how long until funding',
      'how soon can i access the funds after closing',
      'disbursement time',
    ],
    keywords: ['funding', 'funded', 'funds', 'money', 'disburse', 'when'],
    answer:
      'Funding can take as little as five business days once you have verified your details and signed. After your deed is notarised, your three-business-day right to cancel runs; then we record your deed with your county and send your initial draw to your account. Your application shows each step.',
  },
  {
    id: 'funding-stages',
    title: 'What happens after I sign with the notary?',
    phrasings: ['after closing', 'what happens after notary', 'recording my deed', 'funds on the way'],
    keywords: ['recording', 'county', 'deed', 'funding', 'stages', 'after closing'],
    answer:
      "After your deed is signed, you upload your homeowner's insurance if we do not have it yet. Then come the right-to-cancel period, the recording of your deed with your county, and the sending of your funds. Your application shows where you are: right-to-cancel period, deed recorded, funds sent, funded.",
  },
  {
    id: 'disbursement-account',
    title: 'Where do my funds go?',
    phrasings: ['which account gets the money', 'where is my money deposited', 'disbursement account'],
    keywords: ['disbursement', 'account', 'deposit', 'routing number', 'checking', 'savings'],
    answer:
      "You choose the account that receives your initial draw, either a linked account or one you enter with its routing and account numbers (at the bottom of a check or in your bank's app). Future draws can go to the same account. The bank must confirm the account before funding.",
  },
  {
    id: 'autopay-setup',
    title: 'How do I set up my payments?',
    phrasings: ['set up autopay', 'manual payments', 'how do i pay', 'payment method'],
    keywords: ['payment', 'autopay', 'manual', 'ach', 'debit', 'statement'],
    answer:
      'Choose automatic payments (AutoPay), taken from your bank account on each due date, or pay each monthly statement yourself. You can change this later. AutoPay needs your authorization for recurring electronic debits from the account you pick.',
  },
  {
    id: 'signed-documents',
    title: 'Where can I find my signed documents?',
    phrasings: ['download my documents', 'copy of my agreement', 'disclosures'],
    keywords: ['documents', 'download', 'copy', 'agreement', 'disclosure', 'pdf'],
    answer:
      'Every disclosure and document of your application is listed under Your documents, where you can download a copy for your records.',
  },
];
