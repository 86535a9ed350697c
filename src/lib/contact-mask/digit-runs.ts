/**
 * Phones and account numbers: runs of digits and digit words (digit-words.ts) joined by one separator
 * at a time. A run of 7+ digits is a phone, of 16+ (without words) an account number; digits in a
 * date, time, price, measurement or postcode (not-a-phone.ts), or glued to letters, break a run and
 * never count; a run with a year at one end (2026/1234) is a document's number.
 */
import type { ContactSpan } from '../contact-mask';
import { isDigitWord } from './digit-words';
import { notPhoneRanges, type Range } from './not-a-phone';

interface Piece extends Range {
  digits: number;
  isWord: boolean;
}

const minPhoneDigits = 7;
const minAccountDigits = 16;
/** A word digit joins digit groups of up to 4 digits, so "order 123456 one" stays an order number. */
const maxGroupBesideWord = 4;

const tokens = /\d+|\p{L}+/gu;
/**
 * Between two digit groups: up to three spaces, one of `-/_*~|` (spaced or not), `.` (unspaced or
 * spaced both sides: ". " ends a sentence), parentheses. Never a comma or a colon: lists and times.
 */
const groupGap =
  /^(?:[ \t\u00a0]{1,3}|[ \u00a0]?[-–—/_*~|][ \u00a0]?|\.|[ \u00a0]\.[ \u00a0]|\)[ \u00a0]?(?:[-–/][ \u00a0]?)?|[ \u00a0]?\()$/;
/** Beside a digit word, a comma may join too: "zero six one, one two three". */
const wordGap = /^(?:[ \u00a0]+|[ \u00a0]*[-–,./][ \u00a0]*)$/;

/** Which characters of the text are walls, so each token is checked in its own length. */
function wallMap(text: string): Uint8Array {
  const isWall = new Uint8Array(text.length);
  for (const range of notPhoneRanges(text)) isWall.fill(1, range.start, range.end);
  return isWall;
}

function touchesWall(isWall: Uint8Array, start: number, end: number) {
  for (let index = start; index < end; index++) if (isWall[index]) return true;
  return false;
}

const letter = /\p{L}/u;
/** Digits inside a code (a VIN, a part number, MSCU1234567) are not a phone: "tel061…" is a limit. */
function gluedToLetters(text: string, start: number, end: number) {
  return letter.test(text[start - 1] ?? '') || letter.test(text[end] ?? '');
}

function joins(text: string, left: Piece, right: Piece): boolean {
  const gap = text.slice(left.end, right.start);
  if (!left.isWord && !right.isWord) return groupGap.test(gap);
  const group = left.isWord ? right : left;
  return wordGap.test(gap) && (group.isWord || group.digits <= maxGroupBesideWord);
}

const year = /^(?:19|20)\d\d$/;
const shortYear = /^(?:2\d|(?:19|20)\d\d)$/;

/** 2026/1234, PO-2026-00045, 00123/26: a year by a slash or dash at either end makes a document's number. */
function isDocumentNumber(text: string, run: Piece[]): boolean {
  const [first, second] = run;
  const last = run.at(-1)!;
  const beforeLast = run.at(-2);
  if (!first || !second || !beforeLast || run.some((piece) => piece.isWord)) return false;
  const startsWithYear = year.test(text.slice(first.start, first.end)) && /^[-/]$/.test(text.slice(first.end, second.start));
  const endsWithYear = text.slice(beforeLast.end, last.start) === '/' && shortYear.test(text.slice(last.start, last.end));
  return startsWithYear || endsWithYear;
}

function spanOf(text: string, run: Piece[]): ContactSpan | null {
  const digits = run.reduce((sum, piece) => sum + piece.digits, 0);
  if (digits < minPhoneDigits || isDocumentNumber(text, run)) return null;
  const first = run[0]!;
  const last = run.at(-1)!;
  let start = first.start;
  if (!first.isWord && text[start - 1] === '(' && text.slice(start, last.end).includes(')')) start -= 1;
  const plus = /\+ ?$/.exec(text.slice(Math.max(0, start - 2), start));
  if (!first.isWord && plus) start -= plus[0].length;
  const account = digits >= minAccountDigits && run.every((piece) => !piece.isWord);
  return { start, end: last.end, kind: account ? 'iban' : 'phone' };
}

export function accountsAndPhones(text: string): ContactSpan[] {
  const isWall = wallMap(text);
  const spans: ContactSpan[] = [];
  let run: Piece[] = [];
  const close = () => {
    const span = run.length > 0 ? spanOf(text, run) : null;
    if (span) spans.push(span);
    run = [];
  };
  for (const match of text.matchAll(tokens)) {
    const start = match.index;
    const end = start + match[0].length;
    const isWord = !/\d/.test(match[0][0]!);
    const piece: Piece = { start, end, isWord, digits: isWord ? 1 : end - start };
    const counts = isWord ? isDigitWord(match[0]) : !gluedToLetters(text, start, end);
    if (!counts || touchesWall(isWall, start, end)) {
      close();
      continue;
    }
    const last = run.at(-1);
    if (last && !joins(text, last, piece)) close();
    run.push(piece);
  }
  close();
  return spans;
}
