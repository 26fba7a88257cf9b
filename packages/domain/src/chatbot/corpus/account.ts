import type { HelpEntry } from '../help-entry.ts';

/** Declines, the account, security and how to reach the lender. */
export const ACCOUNT: readonly HelpEntry[] = [
  {
    id: 'declined',
    title: 'Why was my application declined?',
    phrasings: ['application denied', 'why was i declined', 'adverse action notice', 'rejected'],
    keywords: ['declined', 'denied', 'rejected', 'adverse action', 'reasons', 'notice'],
    answer:
      'Your decline page is your notice of the decision and your rights: it lists the principal reasons for the decision and, when a credit score was used, the score, its key factors and the consumer reporting agency. You can download the notice as a PDF; it is also e-mailed to you.',
  },
  {
    id: 'credit-report-copy',
    title: 'How do I get a copy of my credit report?',
    phrasings: ['free credit report', 'dispute my credit report', 'credit report is wrong'],
    keywords: ['credit report', 'free copy', 'dispute', 'bureau', 'fcra', 'annualcreditreport'],
    answer:
      'If your application was declined based on a credit report, you may ask the consumer reporting agency named on your notice for a free copy within 60 days, and dispute anything inaccurate or incomplete with them. You can also get free reports at annualcreditreport.com.',
  },
  {
    id: 'no-credit-file',
    title: "You couldn't find my credit file",
    phrasings: ['no credit history', 'credit file not found', 'thin credit'],
    keywords: ['no credit', 'credit history', 'not found', 'file'],
    answer:
      "We need a credit history to offer a home equity line of credit. If the Social Security number we used is wrong, call us at {phone}: our team can correct it and check again. If you have just started building credit, you're welcome to apply again once you have a credit history.",
  },
  {
    id: 'account-security',
    title: 'How do you protect my information?',
    phrasings: ['is my data safe', 'privacy', 'encryption', 'security'],
    keywords: ['security', 'privacy', 'encryption', '256-bit', 'data', 'protect'],
    answer:
      'Your data is protected with 256-bit encryption, and we never see or store the credentials of the bank account you link. Your Social Security number is encrypted as soon as it reaches us, and only its last 4 digits are ever shown.',
  },
  {
    id: 'password',
    title: 'Password rules and sign-in problems',
    phrasings: ['forgot my password', 'cannot log in', 'reset password', 'password requirements'],
    keywords: ['password', 'log in', 'login', 'sign in', 'locked out', 'reset'],
    answer:
      'Passwords need at least 12 characters, with an uppercase letter, a lowercase letter, a number and one of !@#$%^&*. If you cannot log in, call us at {phone} ({hours}) and we will help you get back in.',
  },
  {
    id: 'update-details',
    title: 'How do I change my e-mail, phone or name?',
    phrasings: [
      'change my email',
      'update my phone number',
      'my name is wrong',
      'update personal information',
    ],
    keywords: ['update', 'change', 'email', 'phone', 'name', 'personal information'],
    answer:
      'For your security, call us at {phone} or write to {email} to change the details of your application; our team checks who you are and updates them.',
  },
  {
    id: 'contact-lender',
    title: 'How do I contact {companyNameShort} by phone or e-mail?',
    phrasings: ['phone number', 'customer service', 'email address', 'call you', 'support contact'],
    keywords: ['contact', 'phone', 'call', 'email', 'support', 'customer service', 'help'],
    answer:
      'Call us at {phone} or e-mail {email}. Our phone hours (Pacific time): {hours}. Write at any time; we answer e-mails during those hours.',
  },
  {
    id: 'hours',
    title: 'What are your hours?',
    phrasings: [
      'when are you open',
      'what time do you close today',
      'business hours',
      'are you open on weekends',
    ],
    keywords: ['hours', 'open', 'closed', 'weekend', 'saturday', 'sunday', 'holiday', 'schedule'],
    answer:
      'Our phone hours (Pacific time) are: {hours}. Our chat team is available {chatHours}. Outside these hours this assistant answers, and you can leave a message for our team.',
  },
  {
    id: 'talk-to-person',
    title: 'Can I talk to a person?',
    phrasings: ['speak to a human', 'talk to an agent', 'real person', 'representative'],
    keywords: ['person', 'human', 'agent', 'representative', 'someone'],
    answer:
      'Of course. Choose "Talk to a person" and our team takes over this conversation with its history, or call us at {phone} during our hours: {hours}.',
  },
  {
    id: 'nmls-licensing',
    title: 'Is {companyNameShort} licensed?',
    phrasings: ['nmls number', 'licensing', 'are you a real lender', 'licenses'],
    keywords: ['nmls', 'license', 'licensed', 'regulated', 'lender'],
    answer:
      '{companyName} is licensed under NMLS #{nmls}. The licenses page linked in the footer of every page lists the details.',
  },
  {
    id: 'ceo-feedback',
    title: 'How can I give feedback?',
    phrasings: ['leave feedback', 'make a complaint', 'compliment', 'suggestion'],
    keywords: ['feedback', 'complaint', 'compliment', 'suggestion', 'review'],
    answer:
      'We would love to hear from you. Use the thumbs up or down on any answer here, write to {email}, or call us at {phone}. Signed-in borrowers of the main brand can also share feedback with our CEO from the link on their pages.',
  },
];
