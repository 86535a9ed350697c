/**
 * Messenger handles: "@ivan_h" (an @ not after a name: that is an e-mail), and the name written after
 * a messenger's name and a colon ("Skype: ivan.horvat", "Instagram: Horvat Transport"). The
 * messenger's name stays readable; a number after it is a phone anyway (digit-runs.ts).
 */
import type { ContactSpan } from '../contact-mask';

const atHandle = /(^|[^\p{L}\p{N}_.@])(@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)/gu;
const messengers = [
  'viber|whats ?app|telegram|signal|skype|instagram|insta|facebook|fb|messenger',
  'threema|wechat|tiktok|linkedin|snapchat|вајбер|вотсап|телеграм|скајп|инстаграм|фејсбук',
].join('|');
const namedHandle = new RegExp(
  `(^|[^\\p{L}\\p{N}])(?:${messengers}) ?[:=] ?(@?[\\p{L}\\p{N}_](?:[\\p{L}\\p{N}_.-]*[\\p{L}\\p{N}_])?)`,
  'giu',
);
/** A name of up to three capitalised words goes on after the first (without the i flag: \p{Lu} must hold). */
const moreNameWords = /(?: \p{Lu}[\p{L}\p{N}_-]*){0,2}/uy;

function found(pattern: RegExp, text: string, goesOn: boolean): ContactSpan[] {
  return [...text.matchAll(pattern)].map((match) => {
    let end = match.index + match[0].length;
    const start = end - match[2]!.length;
    if (goesOn) {
      moreNameWords.lastIndex = end;
      end += moreNameWords.exec(text)?.[0].length ?? 0;
    }
    return { start, end, kind: 'handle' as const };
  });
}

export function handles(text: string): ContactSpan[] {
  return [...found(atHandle, text, false), ...found(namedHandle, text, true)];
}
