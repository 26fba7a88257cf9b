import type { HelpEntry } from '../help-entry.ts';

/** Income, identity, bank accounts and the lender's document requests. */
export const VERIFICATION: readonly HelpEntry[] = [
  {
    id: 'income-verification',
    title: 'How do I verify my income?',
    phrasings: ['verify income', 'proof of income', 'how do you check my income', 'income documents'],
    keywords: ['income', 'verify', 'verification', 'paystub', 'bank link', 'proof'],
    answer:
      'Choose the way that suits you: link your bank account (fastest: we read your deposits and usually confirm your income in minutes), or upload your most recent paystubs, which our team reviews, usually within one business day.',
  },
  {
    id: 'self-employed',
    title: "I'm self-employed. How do I show my income?",
    phrasings: ['self employed income', 'tax returns', '1099 income', 'business owner income'],
    keywords: ['self-employed', 'tax return', '1040', 'schedule c', '1099', 'business'],
    answer:
      'If we ask for tax returns, upload your federal returns (Form 1040) for the last two years: every page and every schedule you filed, such as Schedule C or Schedule E, signed and dated or as filed electronically. If you filed separately from a co-owner whose income you listed, include their returns too.',
  },
  {
    id: 'employment-verification',
    title: 'Why are you contacting my employer?',
    phrasings: ['employment verification', 'will you call my employer', 'verify my job'],
    keywords: ['employer', 'employment', 'job', 'verify', 'work'],
    answer:
      "Sometimes we confirm your job and income directly with your employer. This usually takes one to two business days; we e-mail you when it is done and your application moves on by itself. You don't need to do anything meanwhile.",
  },
  {
    id: 'bank-linking',
    title: 'Is linking my bank account safe?',
    phrasings: ['is it safe to link my bank', 'do you see my bank password', 'bank login security', 'plaid'],
    keywords: ['bank', 'link', 'credentials', 'secure', 'plaid', 'connect', 'password'],
    answer:
      'Yes. You log in to your bank through a secure connection; your credentials go to your bank and are never seen or stored by us. You choose which accounts to share, and your data is protected with 256-bit encryption.',
  },
  {
    id: 'bank-not-listed',
    title: "My bank isn't listed or I can't link it",
    phrasings: ['cannot find my bank', 'bank link failed', 'bank did not accept login', 'link not working'],
    keywords: ['bank', 'not listed', 'failed', 'error', 'link'],
    answer:
      'You can verify your income by uploading paystubs instead, and you can enter your account and routing numbers by hand for your funds and payments. If linking keeps failing, call us at {phone} ({hours}).',
  },
  {
    id: 'identity-verification',
    title: 'Which IDs do you accept?',
    phrasings: [
      'what id do i need',
      'accepted identification',
      'can i use my passport',
      'verify my identity',
    ],
    keywords: ['id', 'identification', "driver's license", 'passport', 'state id', 'green card', 'identity'],
    answer:
      "Upload a government-issued photo ID: a US driver's license, US passport, US state ID card or US permanent resident card. Make sure all four corners are visible and the text is readable. You can upload a photo or a scan, or take a photo with your camera.",
  },
  {
    id: 'upload-formats',
    title: 'Which file types can I upload?',
    phrasings: ['file types', 'upload size limit', 'my upload failed', 'can i upload a photo'],
    keywords: ['upload', 'file', 'pdf', 'jpg', 'png', 'heic', 'size', '10 mb'],
    answer:
      'Documents, IDs and your insurance can be uploaded as PDF, JPG, PNG or HEIC files, up to 10 MB each. If an upload fails, your files stay selected so you can try again.',
  },
  {
    id: 'conditions',
    title: 'What are the requests from my lender?',
    phrasings: ['document request', 'you asked me for a document', 'conditions', 'action needed'],
    keywords: ['request', 'condition', 'document', 'action needed', 'upload', 'dashboard'],
    answer:
      'To finish your application we may need a few more things from you. Each request is listed on your dashboard with what to send. Answer each one; we review what you send and let you know if we need anything else. A request shows "Received, under review" once you have sent it.',
  },
  {
    id: 'home-valuation',
    title: "How do you find my home's value?",
    phrasings: [
      'home value',
      'avm',
      'automated valuation',
      'what is my house worth',
      'property value estimate',
    ],
    keywords: ['valuation', 'value', 'avm', 'estimate', 'worth', 'home value'],
    answer:
      'We start from an automated valuation of your home. If none is available, we ask for your own estimate, and a valuation of your home may be needed later ($180). Some homes need a broker price opinion or a full appraisal before closing; if the value comes in lower than expected, we show you what we can still offer.',
  },
  {
    id: 'broker-price-opinion',
    title: 'What is a broker price opinion (BPO)?',
    phrasings: ['bpo', 'broker visit', 'texas valuation', 'someone is coming to look at my house'],
    keywords: ['bpo', 'broker price opinion', 'texas', 'visit', 'valuation'],
    answer:
      "A licensed real estate broker looks at your home and gives an opinion of its value. Texas law requires one before a home equity loan. The broker may call you to arrange a short visit; the broker's fee is paid by us, and the report usually arrives within 3 to 5 business days.",
  },
  {
    id: 'appraisal',
    title: 'Do I need an appraisal?',
    phrasings: ['full appraisal', 'appraiser visit', 'appraisal fee', 'how long does the appraisal take'],
    keywords: ['appraisal', 'appraiser', 'inspection', 'fee', 'visit'],
    answer:
      'Only when the valuation of your home needs one; your application tells you. When a full appraisal is needed, the fee is paid before it is ordered; a licensed appraiser then calls you, usually within 2 business days, and the visit takes about an hour. The report follows within a few days and our team reviews it.',
  },
  {
    id: 'title-search',
    title: 'What is the title search?',
    phrasings: ['title check', 'title company', 'title report', 'title search taking long'],
    keywords: ['title', 'title search', 'public records', 'ownership', 'judgment'],
    answer:
      "A title company checks your property's public records: who owns it and any liens or judgments recorded against it. It usually takes minutes, sometimes up to a business day. If it finds something we need to clear, our team contacts you.",
  },
  {
    id: 'liens',
    title: 'Why do you ask me to confirm the liens on my home?',
    phrasings: ['confirm my mortgage', 'existing liens', 'lien is wrong', 'second position'],
    keywords: ['lien', 'mortgage', 'position', 'existing loans', 'confirmation', 'dispute'],
    answer:
      'Public records show the loans on your property. Your line of credit sits behind them, so please check them. If something is wrong (a loan that was paid off, a lien that is not yours, a wrong balance), tell us on that page and our team checks the records and contacts you within 1 to 2 business days.',
  },
  {
    id: 'debt-payoff',
    title: 'Can I pay off other debts with my line?',
    phrasings: ['pay off credit cards', 'debt consolidation', 'pay off my mortgage', 'payoff statement'],
    keywords: ['payoff', 'pay off', 'debt', 'consolidate', 'credit card', 'creditor'],
    answer:
      'Yes. On your offer you can choose debts to pay off with your draw, and we pay those creditors directly from your initial draw at closing. We ask the lenders for payoff statements, which usually arrive within 3 to 5 business days. Please keep making your regular payments until closing.',
  },
  {
    id: 'new-credit-attestation',
    title: 'Why am I asked about new credit before closing?',
    phrasings: ['new credit inquiries', 'confirm no new liens', 'credit checked again'],
    keywords: ['new credit', 'inquiry', 'attestation', 'lien', 'recheck'],
    answer:
      'Before closing we check your credit again. If new credit activity appeared since you applied, we ask you to confirm that none of it put a new lien on your home. This is a routine check and usually takes 1 business day.',
  },
  {
    id: 'flood-certificate',
    title: 'What is the flood certificate?',
    phrasings: ['flood zone', 'flood certificate', 'do i need flood insurance'],
    keywords: ['flood', 'zone', 'certificate', 'hazard area', 'insurance'],
    answer:
      'Federal law requires a flood zone determination for home-secured loans. The certificate usually arrives within 1 business day. If your home is in a special flood hazard area, we also need proof of flood insurance.',
  },
  {
    id: 'insurance',
    title: "What homeowner's insurance do you need?",
    phrasings: ['insurance requirements', 'declarations page', 'proof of insurance', 'mortgagee clause'],
    keywords: ['insurance', 'homeowners', 'hazard', 'declarations', 'mortgagee', 'policy', 'deductible'],
    answer:
      "Upload the declarations page of your homeowner's policy. The policy must be active now and for at least the next 60 days, cover your home's replacement cost (or at least all the loans it secures, including this line), and have a deductible no higher than 5% of the dwelling coverage. Ask your agent to add {companyName} as mortgagee.",
  },
  {
    id: 'phone-number-request',
    title: 'Why do you need my mobile number?',
    phrasings: ['add phone number', 'missing phone number', 'text messages'],
    keywords: ['mobile', 'sms', 'text message', 'missing'],
    answer:
      'We need a mobile number to reach you about your application. A US number, without the country code, can be added from the request on your dashboard.',
  },
];
