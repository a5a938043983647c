/** Spec 3 §5 and §9: admin user form rules. */
export const USER_PASSWORD_MIN_LENGTH = 6;
export const USER_PASSWORD_MAX_LENGTH = 256;

/** Spec 3 §5 (lead): (123) 456-7890, ten digits, or + followed by 10-15 digits. */
export const LEAD_PHONE_PATTERN = /^(\(\d{3}\) \d{3}-\d{4}|\d{10}|\+\d{10,15})$/;

export const LEADS_DEFAULT_PAGE_SIZE = 20;
export const LEADS_MAX_PAGE_SIZE = 100;
/** The CSV export is read from the database in batches of this many rows. */
export const LEADS_EXPORT_BATCH = 1000;

export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 64 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${USER_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${USER_PASSWORD_MAX_LENGTH} characters`,
  invalidUserType: 'User type must be admin or student',
  invalidEnrollmentStatus: 'Status must be active, inactive or suspended',
  usernameTaken: 'A user with this username already exists',
  emailTaken: 'A user with this email already exists',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin access',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastAdmin: 'There must be at least one active admin',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidPhone: 'Please enter a valid phone number',
  nameTooLong: 'Name must be at most 100 characters',
} as const;
