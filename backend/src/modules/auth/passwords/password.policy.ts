import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, ValidateBy, ValidationOptions } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../auth.constants';

let checker: ZxcvbnFactory | undefined;

/** zxcvbn with its common-password, English and name dictionaries, built on first use (a few MB). */
function strength(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return checker;
}

/**
 * The one password policy (admin create/edit, reset, set-password): 10 to 256 characters, and not guessable —
 * zxcvbn score 3 or more, with the account's own names counted as guessable. Returns the message to show, or null.
 */
export function passwordProblem(password: string, personal: Array<string | null | undefined> = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  const inputs = personal.filter((v): v is string => !!v).flatMap((v) => [v, ...v.split(/[@._\s-]+/)]);
  return strength().check(password, inputs).score < PASSWORD_MIN_SCORE ? MESSAGES.passwordTooWeak : null;
}

/** class-validator rule for DTO fields that choose a password (same messages as passwordProblem). */
export function IsAcceptablePassword(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (passwordProblem(args.value) ?? '') : MESSAGES.passwordTooShort,
      },
    },
    options,
  );
}

/** A DTO field where someone chooses a password: the contract's description of it and the policy's rules. */
export function NewPasswordField() {
  // Applied in the order decorators written above a field would be (bottom first), so messages keep their order.
  return applyDecorators(
    IsString({ message: MESSAGES.passwordTooShort }),
    IsAcceptablePassword(),
    ApiProperty({
      type: String,
      format: 'password',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      example: 'Granite-Owl-83-Canal',
    }),
  );
}
