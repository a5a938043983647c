/** The name a signed-in person is greeted by ("Welcome, <name>!"): the first name, else the username. */
export const greetingName = (user: { firstName?: string | null; username: string }): string =>
  user.firstName?.trim() || user.username;
