interface Named {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}

/** The name a signed-in person is greeted by ("Welcome, <name>!"): the first name, else the username. */
export const greetingName = (user: Named): string => user.firstName?.trim() || user.username;

/** The name on the admin's badge: first and last name, else the username. */
export const fullName = (user: Named): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
