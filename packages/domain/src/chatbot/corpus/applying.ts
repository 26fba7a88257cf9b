import type { HelpEntry } from '../help-entry.ts';

/** Applying: time, eligibility, credit checks, saving and who is involved. */
export const APPLYING: readonly HelpEntry[] = [
  {
    id: 'how-long-to-apply',
    title: 'How long does it take to apply?',
    phrasings: [
      'how long does the application take',
      'how fast can i get approved',
      'how quick is the process',
    ],
    keywords: ['apply', 'application', 'time', 'minutes', 'approval', 'fast'],
    answer:
      'Applying takes about five minutes, and you see your offers right away. Once you have verified your details and signed, funding can take as little as five business days.',
  },
  {
    id: 'what-you-need-to-apply',
    title: 'What do I need to apply?',
    phrasings: ['what information do i need', 'what do i need to get started', 'requirements to apply'],
    keywords: ['requirements', 'information', 'needed', 'start', 'apply'],
    answer:
      "Your property's address, your income, your legal name, date of birth, phone number and e-mail address. Later you will give your Social Security number, verify your income, upload a photo of a government-issued ID and your homeowner's insurance declarations page.",
  },
  {
    id: 'eligibility',
    title: 'Who can apply?',
    phrasings: [
      'am i eligible',
      'who qualifies',
      'which states do you lend in',
      'minimum age',
      'can i apply if i just bought my home',
    ],
    keywords: ['eligible', 'eligibility', 'qualify', 'age', 'owner', 'bought', 'purchase', '90 days'],
    answer:
      'You must own the home you apply with and be {minimumAgeRule}. {companyNameShort} lends in {licensedStates}. A home bought or retitled in the last 90 days cannot be used yet. The rest depends on your credit, your income and your home equity, which your application checks.',
  },
  {
    id: 'occupancy',
    title: 'Can I use a second home or an investment property?',
    phrasings: [
      'second home',
      'rental property',
      'investment property',
      'does it have to be my primary residence',
    ],
    keywords: ['occupancy', 'primary residence', 'second home', 'investment', 'rental'],
    answer:
      'The application asks how you use the property: primary residence, second home or investment property. If it is not your primary residence, we also ask for your home address. Your offers show what is available for that property.',
  },
  {
    id: 'soft-credit-check',
    title: 'Will checking my offers affect my credit score?',
    phrasings: ['does this hurt my credit', 'soft pull', 'will my score drop', 'credit check to see offers'],
    keywords: ['soft credit', 'soft pull', 'credit score', 'inquiry', 'affect'],
    answer:
      'No. Your offers come from a soft credit check, which does not affect your credit score. We make a hard credit inquiry only after you choose an offer and authorize it.',
  },
  {
    id: 'credit-score-needed',
    title: 'What credit score do I need?',
    phrasings: [
      'minimum credit score',
      'what score do i need to qualify',
      'does my credit score affect my rate',
    ],
    keywords: ['credit score', 'fico', 'minimum score', 'qualify', 'margin'],
    answer:
      "{companyNameShort}'s offers start at a credit score of {minCreditScore}; a higher score gets a lower margin, so a lower APR. Your income, your debts and your home equity count too. Checking your offers is a soft credit check that does not affect your score.",
  },
  {
    id: 'hard-credit-check',
    title: 'When do you make a hard credit inquiry?',
    phrasings: ['hard pull', 'hard inquiry', 'when is my credit pulled', 'full credit check'],
    keywords: ['hard credit', 'hard pull', 'inquiry', 'authorize', 'credit report'],
    answer:
      'Only after you choose an offer and authorize it, when you submit your application. A hard inquiry appears on your credit report. If your report is frozen at that point, we ask you to lift the freeze for a few days before we continue.',
  },
  {
    id: 'credit-freeze',
    title: 'My credit report is frozen. What do I do?',
    phrasings: ['credit freeze', 'credit is locked', 'how to lift a freeze', 'freeze pin'],
    keywords: ['freeze', 'frozen', 'locked', 'pin', 'bureau', 'lift'],
    answer:
      'Sign in to your account at each credit bureau (or call them), choose a temporary lift (seven days is enough), then come back to your application and tell us you have lifted it: we check again right away. If your freeze needs a PIN, you can give us the PIN instead; we use it once and never keep it.',
  },
  {
    id: 'ssn-requested',
    title: 'Why do you ask for my Social Security number?',
    phrasings: ['why do you need my ssn', 'social security number', 'credit file not found'],
    keywords: ['ssn', 'social security', 'credit file', 'identity', 'no match'],
    answer:
      'If we cannot find your credit file with your name, date of birth and address, we ask for your full Social Security number and look again; this is still a soft check. Your number is encrypted as soon as it reaches us, and we only ever show its last 4 digits.',
  },
  {
    id: 'save-and-resume',
    title: 'Can I stop and come back later?',
    phrasings: [
      'can i finish later',
      'save my application',
      'continue my application',
      'where did i leave off',
    ],
    keywords: ['save', 'resume', 'continue', 'later', 'log in'],
    answer:
      'Yes. Everything you have entered is saved as you go. Log in with your e-mail address and password, and you will continue where you left off.',
  },
  {
    id: 'application-id',
    title: 'Where do I find my application number?',
    phrasings: ['application number', 'loan number', 'reference number', 'application id'],
    keywords: ['application id', 'loan number', 'reference', 'number'],
    answer:
      'Your Application ID is shown under Your offer on the pages of your application, and on your documents. Have it ready when you call us at {phone}.',
  },
  {
    id: 'co-owners',
    title: 'Someone else owns the home with me. Do they need to sign?',
    phrasings: ['co-owner', 'my spouse is on the title', 'additional signer', 'joint owner', 'co-deeder'],
    keywords: ['co-owner', 'spouse', 'joint', 'additional signer', 'owner on title', 'co-deeder'],
    answer:
      'Yes. Every owner on title signs the deed of trust that lets the home secure the line. They get their own signer area, where they verify their identity, sign the deed of trust and the Notice of Right to Cancel, and keep their signed copies. Every owner may also cancel within the three-business-day right to cancel.',
  },
  {
    id: 'trust-ownership',
    title: 'My home is held in a trust. Can I apply?',
    phrasings: ['living trust', 'home in a trust', 'trust owned property', 'revocable trust'],
    keywords: ['trust', 'trustee', 'trust agreement', 'ownership'],
    answer:
      'You can tell us the home is held in a trust when you apply. We then ask for the trust documents, such as the trust agreement, as a request on your dashboard, and our team reviews them, usually within 1 to 2 business days.',
  },
  {
    id: 'loan-officer',
    title: 'Who is my loan officer or broker?',
    phrasings: ['my broker', 'loan officer contact', 'who referred me'],
    keywords: ['broker', 'loan officer', 'originator', 'nmls', 'referral'],
    answer:
      'If you applied through a loan officer or a broker, their card with their name, e-mail, phone and NMLS number is shown beside your application. Otherwise our team at {phone} or {email} helps you directly.',
  },
  {
    id: 'property-not-found',
    title: 'You could not find my property',
    phrasings: ['property not found', 'my address is not found', 'wrong property', 'multiple properties'],
    keywords: ['property', 'address', 'not found', 'public records', 'unit'],
    answer:
      'Check the address and choose it from the list. A typo, a missing unit number or a new build can keep us from finding it in public records. If we find more than one property at the address, you choose which one is yours.',
  },
  {
    id: 'underwriting-review',
    title: 'Why is my application being reviewed by an underwriter?',
    phrasings: ['manual review', 'underwriter reviewing', 'why is my application under review'],
    keywords: ['underwriter', 'review', 'underwriting', 'manual review', 'delinquency', 'late payment'],
    answer:
      "Some applications are simply reviewed by a person, for example when a credit report shows a payment 90 or more days late in the last 2 years. Most reviews finish within 1 to 2 business days. If we need anything from you, we'll e-mail you and list it on your dashboard.",
  },
];
