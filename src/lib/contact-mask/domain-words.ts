/**
 * The pieces e-mail and web addresses are made of, as regular-expression sources: the top-level
 * domains people here write (generic, the region's and its neighbours'), and "at" and "dot" spelled
 * out or bracketed in the six languages, the usual way round a filter.
 */
export const topLevelDomains =
  'com|net|org|info|biz|eu|io|app|online|shop|co|ba|rs|hr|me|si|mk|al|de|at|ch|es|it|fr|uk|nl|be|hu|ro|bg|pl|cz|sk|us|ru|tr|gr|se|dk|lu';
/** After a spelled-out dot only these: "el punto es" and "punto de carga" are Spanish, not addresses. */
export const spelledTopLevelDomains = 'com|net|org|info|biz|eu|io|ba|rs|hr';
/** Mail providers an address may end at without its top-level domain: "ivan at gmail". */
export const mailProviders = 'gmail|googlemail|hotmail|yahoo|outlook|gmx|icloud|protonmail|yandex';

export const label = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** What follows a name or a domain: not a letter, digit or hyphen. */
export const wordEnd = '(?![\\p{L}\\p{N}-])';

const atWords = 'at|et|kod|majmun|zavoljak|arroba|affe|ät|ет|код|мајмун';
const dotWords = 'dot|punto|tačka|tacka|točka|tocka|тачка|punkt';
const open = '[(\\[{<]';
const close = '[)\\]}>]';

/** "@" with or without spaces around it. */
export const atSign = ' {0,2}@ {0,2}';
/** "at" spelled out (" at ", " arroba ") or bracketed ("(at)", "[@]"). */
export const spelledAt = `(?: ?${open} ?(?:${atWords}|@) ?${close} ?| (?:${atWords}) )`;
/** A dot as it is, or with spaces around it (only after an "@": "ivan@gmail .com"). */
export const spacedDot = '(?: ?\\. ?)';
export const spelledDot = `(?: ?${open} ?(?:${dotWords}|\\.) ?${close} ?| (?:${dotWords}) )`;

/** A tight dot before a capitalised word ends a sentence ("at home.It rains"), an address's never does. */
export const sentenceEndInside = /\.\p{Lu}\p{Ll}/u;
