// One-time passwords (a new user without a password, a reset): shown once, stored hashed, and the user must
// change it at the next login.
import { randomInt } from 'node:crypto';
import { isValidPassword } from '@toufang/domain';

/** Letters and digits a reader cannot mix up (no 0/O, 1/l/I). */
export const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const ONE_TIME_LENGTH = 12;

const DIGITS = /[0-9]/;
const LETTERS = /[A-Za-z]/;

/** A random password of the alphabet with at least one letter and one digit, passing the §5 rule. */
export function oneTimePassword(): string {
  for (;;) {
    // crypto.randomInt draws without modulo bias; redrawing the rare all-letter or all-digit one keeps it uniform.
    const candidate = Array.from({ length: ONE_TIME_LENGTH }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]).join('');
    if (DIGITS.test(candidate) && LETTERS.test(candidate) && isValidPassword(candidate)) return candidate;
  }
}
