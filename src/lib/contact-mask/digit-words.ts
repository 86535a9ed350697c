/**
 * Digits spelled out as words, so "nula šest jedan 123 456" is a phone like "061 123 456". Only the
 * ten digits in the six languages (no tens, no "oh"): a word alone never makes a phone, it only adds
 * one digit to a run of digits and digit words (digit-runs.ts).
 */
const wordsByDigit = [
  'zero cero nula null нула',
  'one uno jedan jedna eins један једна',
  'two dos dva dvije dve zwei zwo два двије две',
  'three tres tri drei три',
  'four cuatro četiri cetiri vier четири',
  'five cinco pet fünf funf fuenf пет',
  'six seis šest sest sechs шест',
  'seven siete sedam sieben седам',
  'eight ocho osam acht осам',
  'nine nueve devet neun девет',
];

const digitWords = new Set(wordsByDigit.flatMap((words) => words.split(' ')));

/** Whether a word (letters only) is a digit written out in one of the six languages. */
export function isDigitWord(word: string): boolean {
  return word.length <= 7 && digitWords.has(word.toLowerCase());
}
