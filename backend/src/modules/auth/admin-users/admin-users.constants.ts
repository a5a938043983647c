/** Spec 3 §5 and §9: the admin user form's messages (the password rules are the one policy in passwords/). */
export const ADMIN_USER_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 64 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidUserType: 'User type must be admin or student',
  invalidEnrollmentStatus: 'Status must be active, inactive or suspended',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin access',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastAdmin: 'There must be at least one active admin',
  nameTooLong: 'Name must be at most 100 characters',
} as const;
