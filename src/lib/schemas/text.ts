/**
 * Free text as people type it, one rule for every text field of every form and procedure:
 * - trimmed: spaces and invisible characters at either end go;
 * - no control characters (a NUL byte, an escape, a lone surrogate, and the bidirectional embeddings,
 *   overrides and isolates, which can show a text reversed or in another order than it is written:
 *   "‮moc.elpmaxe" reads as an address it is not): a single line refuses line breaks and tabs too,
 *   a multi-line text keeps line feeds and tabs (CR LF becomes LF). Left-to-right and right-to-left
 *   marks, which only help a mixed text show as written, stay;
 * - the minimum counts visible characters, so six zero-width spaces are as empty as "".
 */
import * as z from 'zod/mini';

/**
 * What shows nothing: Unicode's default-ignorable characters (zero-width space, joiners, word
 * joiner, BOM, soft hyphen, bidi marks, embeddings, overrides and isolates, variation selectors,
 * Hangul fillers, tags) and the blank Braille pattern.
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
const blankEdges = /^[\s\p{Default_Ignorable_Code_Point}\u2800]+|[\s\p{Default_Ignorable_Code_Point}\u2800]+$/gu;
// C0 and C1 controls and DEL (Cc), the Unicode line and paragraph separators, lone surrogates (Cs),
// bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
const singleLineRefused = /[\p{Cc}\u2028\u2029\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const multiLineRefused = /[^\P{Cc}\n\t]|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/u;

export const controlCharactersMessage = 'validation:controlCharacters';

/**
 * The number of characters a reader sees, in code points as the database's char_length counts them
 * (an emoji or a letter outside the BMP is one, not the two UTF-16 units `.length` gives).
 */
export function visibleLength(value: string): number {
  return [...value.replace(invisible, '')].length;
}

export interface TextRules {
  /** The fewest visible characters; 0 lets the text be empty. */
  min?: number;
  max: number;
  /** For text that is missing, not a string, or shorter than `min`. */
  tooShort?: string;
  tooLong: string;
}

function text({ min = 0, max, tooShort = 'validation:required', tooLong }: TextRules, multiLine: boolean) {
  const refused = multiLine ? multiLineRefused : singleLineRefused;
  return z.string(tooShort).check(
    z.overwrite((value) => (multiLine ? value.replace(/\r\n?|[\u2028\u2029]/g, '\n') : value).replace(blankEdges, '')),
    (payload) => {
      const value = payload.value;
      const message = refused.test(value)
        ? controlCharactersMessage
        : visibleLength(value) < min
          ? tooShort
          : value.length > max
            ? tooLong
            : null;
      if (message) payload.issues.push({ code: 'custom', message, input: value });
    },
  );
}

/** A name, title, address: one line. */
export function singleLineText(rules: TextRules) {
  return text(rules, false);
}

/** A description, a message: line breaks and tabs allowed. */
export function multiLineText(rules: TextRules) {
  return text(rules, true);
}
