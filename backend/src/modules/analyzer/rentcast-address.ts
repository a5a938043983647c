/** The parts of a US street address, as Place Details or the form give them. */
export interface AddressParts {
  street: string;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/**
 * The address in the form RentCast documents for lookups by address — "Street, City, State Zip", e.g.
 * "5500 Grand Lake Dr, San Antonio, TX 78244" — built from its parts (never from Google's display text, which ends
 * in ", USA" and has no zip). With parts missing, the street alone is sent as typed.
 */
export function rentcastAddress(parts: AddressParts): string {
  const street = parts.street.trim().replace(/,\s*$/, '');
  const city = parts.city?.trim();
  const stateZip = [parts.state?.trim().toUpperCase(), parts.zipCode?.trim()].filter(Boolean).join(' ');
  return [street, city, stateZip].filter(Boolean).join(', ');
}
