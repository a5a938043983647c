import { passwordProblem } from './password.policy';

const TOO_SHORT = 'Password must be at least 10 characters long.';
const TOO_WEAK = 'This password is too easy to guess. Use a longer phrase or less common words.';

/** The account of the examples: what an attacker who knows the person would try first. */
const names = ['marisol.quenby', 'mq.reset@example.test', 'Marisol', 'Quenby'];

describe('passwordProblem', () => {
  it('refuses fewer than 10 characters', () => {
    expect(passwordProblem('abc123', names)).toBe(TOO_SHORT);
    expect(passwordProblem('a'.repeat(9), names)).toBe(TOO_SHORT);
  });

  it("refuses the account's own username plus digits, which passes for a stranger's account", () => {
    expect(passwordProblem('marisol.quenby2024', names)).toBe(TOO_WEAK);
    expect(passwordProblem('marisol.quenby2024', [])).toBeNull();
  });

  it("refuses the account's e-mail address plus digits", () => {
    expect(passwordProblem('mq.reset@example.test99', names)).toBe(TOO_WEAK);
  });

  it('refuses common passwords whoever the account is', () => {
    expect(passwordProblem('password123', [])).toBe(TOO_WEAK);
    expect(passwordProblem('qwertyuiop', [])).toBe(TOO_WEAK);
  });

  it('accepts a phrase of unrelated words', () => {
    expect(passwordProblem('violet-harbor-engine-31', names)).toBeNull();
  });

  it('estimates strength on the first 64 characters only, so its cost is bounded whatever follows', () => {
    const strongTail = 'violet-harbor-engine-31';
    expect(passwordProblem('a'.repeat(64) + strongTail, [])).toBe(TOO_WEAK);
    expect(passwordProblem('a'.repeat(40) + strongTail, [])).toBeNull();
  });
});
