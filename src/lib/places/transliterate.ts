/**
 * Serbian Latin ⇄ Cyrillic for place names. GeoNames has no Cyrillic names in our data package, so
 * the Cyrillic form of every place is made here: the Serbian alphabet letter for letter (lj, nj and
 * dž are one letter each), then a fixed rendering of the letters Serbian lacks (q, w, x, y and the
 * accents of Hungarian, Romanian, Albanian, German…). Deterministic, so the build script and the
 * browser spell a name the same way. Used by scripts/build-places.mjs and the live map's labels.
 */

const digraphs: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Spellings of Albanian and Hungarian that a letter-by-letter rendering would garble (Shkodër). */
const byCountry: Record<string, Record<string, string>> = {
  AL: { sh: 'ш', zh: 'ж', xh: 'џ', gj: 'ђ', q: 'ћ' },
  XK: { sh: 'ш', zh: 'ж', xh: 'џ', gj: 'ђ', q: 'ћ' },
  HU: { sz: 'с', cs: 'ч', zs: 'ж', gy: 'ђ', ny: 'њ', ly: 'ј', s: 'ш' },
};

const letters: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
  // Letters of other languages in the region, rendered as a Serbian reader would say them.
  q: 'к',
  w: 'в',
  x: 'кс',
  y: 'и',
  ß: 'сс',
  ç: 'ч',
  ë: 'е',
  ș: 'ш',
  ş: 'ш',
  ț: 'ц',
  ţ: 'ц',
  ð: 'ђ',
  ŭ: 'у',
};

function withCase(source: string, target: string): string {
  const upper = source[0] !== source[0]!.toLowerCase();
  if (!upper) return target;
  // "Lj" → "Љ" and "LJ" → "Љ": the Cyrillic letter is one, so its capital is the whole of it.
  return target[0]!.toUpperCase() + target.slice(1);
}

/** The letter without accents it has in no Serbian alphabet (á → a, ö → o), Serbian letters kept. */
function plain(letter: string): string {
  if (letter.toLowerCase() in letters) return letter;
  return letter.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * "Ljubljana" → "Љубљана", "Džakovica" → "Џаковица", "Wien" → "Виен"; with the place's country,
 * "Shkodër" (AL) → "Шкодер" and "Szeged" (HU) → "Сегед". Non-Latin text passes as it is.
 */
export function latinToCyrillic(text: string, country = ''): string {
  const local = byCountry[country] ?? {};
  let out = '';
  for (let at = 0; at < text.length;) {
    const pair = text.slice(at, at + 2);
    const digraph = local[pair.toLowerCase()] ?? digraphs[pair.toLowerCase()];
    if (digraph && pair.length === 2) {
      out += withCase(pair, digraph);
      at += 2;
      continue;
    }
    const single = local[text[at]!.toLowerCase()];
    if (single) {
      out += withCase(text[at]!, single);
      at += 1;
      continue;
    }
    const letter = plain(text[at]!);
    let rendered = '';
    for (const one of letter) {
      const cyrillic = letters[one.toLowerCase()];
      rendered += cyrillic ? withCase(one, cyrillic) : one;
    }
    out += rendered;
    at += 1;
  }
  return out;
}

/** Serbian and Macedonian Cyrillic → Latin, lower case; the gazetteer's search reads it too. */
export const cyrillicLatinLetters: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
  // Macedonian letters, in Macedonian's own Latin transliteration.
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
};

/** "Арачиново" → "Aračinovo": a few Macedonian names in the source are Cyrillic only. */
export function cyrillicToLatin(text: string): string {
  let out = '';
  for (const letter of text) {
    const latin = cyrillicLatinLetters[letter.toLowerCase()];
    out += latin ? withCase(letter, latin) : letter;
  }
  return out;
}
