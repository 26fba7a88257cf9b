/** The applicant as a vendor request carries them: name, date of birth, SSN when collected, address. */
export interface ApplicantRef {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob?: string;
  /** Nine digits, only once the borrower has given it (no match re-pull, profile info). */
  ssn?: string;
  address: PostalAddress;
}

export interface PostalAddress {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}
