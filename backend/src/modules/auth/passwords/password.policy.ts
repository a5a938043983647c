import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, ValidateBy, ValidationOptions } from 'class-validator';
import {
  MESSAGES,
  PASSWORD_L33T_MAX_SUBSTITUTIONS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_PREFIX,
} from '../auth.constants';

let checker: ZxcvbnFactory | undefined;

/**
 * zxcvbn with its common-password, English and name dictionaries, built on first use (a few MB). It sees only a
 * bounded prefix with a bounded number of l33t substitutions, so its cost is bounded whatever the input: it runs
 * on the event loop.
 */
function strength(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: PASSWORD_STRENGTH_PREFIX,
    l33tMaxSubstitutions: PASSWORD_L33T_MAX_SUBSTITUTIONS,
  });
  return checker;
}

/**
 * The one password policy (admin create/edit, reset, set-password): 10 to 256 characters, and not guessable —
 * zxcvbn score 3 or more on its first PASSWORD_STRENGTH_PREFIX characters, with the account's own names counted as
 * guessable. Returns the message to show, or null. Services call it once, after every cheaper check has passed.
 */
export function passwordProblem(password: string, personal: Array<string | null | undefined> = []): string | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  const inputs = personal.filter((v): v is string => !!v).flatMap((v) => [v, ...v.split(/[@._\s-]+/)]);
  return strength().check(password, inputs).score < PASSWORD_MIN_SCORE ? MESSAGES.passwordTooWeak : null;
}

function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}

/**
 * class-validator rule for DTO fields that choose a password: the cheap length rule only (same messages as
 * passwordProblem). The strength estimate is the service's, once the request is known to be worth it.
 */
export function IsPasswordLength(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isPasswordLength',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordLengthProblem(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (passwordLengthProblem(args.value) ?? '') : MESSAGES.passwordTooShort,
      },
    },
    options,
  );
}

/** A DTO field where someone chooses a password: the contract's description of it and the policy's length rule. */
export function NewPasswordField() {
  // Applied in the order decorators written above a field would be (bottom first), so messages keep their order.
  return applyDecorators(
    IsString({ message: MESSAGES.passwordTooShort }),
    IsPasswordLength(),
    ApiProperty({
      type: String,
      format: 'password',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      example: 'Granite-Owl-83-Canal',
    }),
  );
}
