/** Spec 3 §5 (lead): (123) 456-7890, ten digits, or + followed by 10-15 digits. */
export const LEAD_PHONE_PATTERN = /^(\(\d{3}\) \d{3}-\d{4}|\d{10}|\+\d{10,15})$/;

export const LEADS_DEFAULT_PAGE_SIZE = 20;
export const LEADS_MAX_PAGE_SIZE = 100;
/** The CSV export is read from the database in batches of this many rows. */
export const LEADS_EXPORT_BATCH = 1000;

export const LEAD_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidPhone: 'Please enter a valid phone number',
  nameTooLong: 'Name must be at most 100 characters',
} as const;
