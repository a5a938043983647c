/** The person an admin looks up by e-mail address (GDPR art. 15/17, CCPA), with the ids their rows hang on. */
export interface Person {
  email: string;
  userId: string | null;
  thinkificUserId: string | null;
  visitorIds: string[];
}

/** Rows held about a person, by table name; each row as stored (secrets such as password hashes left out). */
export type PersonalRows = Record<string, object[]>;

/**
 * What each module that holds personal data provides to /admin/people: its rows about a person, and their erasure
 * (delete, or anonymise where the row must stay for the business's own records). Each module reads and erases its
 * own tables only.
 */
export interface PersonalDataSource {
  find(person: Person): Promise<PersonalRows>;
  erase(person: Person): Promise<void>;
}
