/** class-transformer helpers shared by the admin DTOs. */
type Input = { value: unknown };

export const trim = ({ value }: Input) => (typeof value === 'string' ? value.trim() : value);
/** E-mails: trimmed and stored lower-case. */
export const lowerTrim = ({ value }: Input) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Blank optional text is stored as null. */
export const blankToNull = ({ value }: Input) => (typeof value === 'string' ? value.trim() || null : value);
