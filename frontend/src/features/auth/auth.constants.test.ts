import { describe, expect, it } from 'vitest';
import openapi from '../../../../docs/openapi.json?raw';
import { PASSWORD_MIN_LENGTH } from './auth.constants';

type Property = { format?: string; minLength?: number };
type Schemas = Record<string, { properties?: Record<string, Property> }>;

/** The contract the backend generates (docs/openapi.json); `make openapi` keeps it current. */
const schemas = (JSON.parse(openapi) as { components: { schemas: Schemas } }).components.schemas;

describe('password length', () => {
  it("is the API's: the forms check the minimum the contract declares for a chosen password", () => {
    expect(schemas.CreateAdminUserDto.properties?.password?.minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(schemas.ResetPasswordDto.properties?.newPassword?.minLength).toBe(PASSWORD_MIN_LENGTH);
  });

  it('no password field of the contract declares another minimum', () => {
    const minimums = Object.values(schemas).flatMap((schema) =>
      Object.values(schema.properties ?? {})
        .filter((p) => p.format === 'password' && p.minLength !== undefined)
        .map((p) => p.minLength),
    );
    expect(minimums.length).toBeGreaterThanOrEqual(2);
    expect(new Set(minimums)).toEqual(new Set([PASSWORD_MIN_LENGTH]));
  });
});
