import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic } from '@/lib/places/transliterate';

describe('latinToCyrillic', () => {
  it('writes Serbian Latin letter for letter, lj, nj and dž as one letter', () => {
    expect(latinToCyrillic('Zenica')).toBe('Зеница');
    expect(latinToCyrillic('Ljubljana')).toBe('Љубљана');
    expect(latinToCyrillic('Njegoševo')).toBe('Његошево');
    expect(latinToCyrillic('Džakovica')).toBe('Џаковица');
    expect(latinToCyrillic('Čačak Ćuprija Đakovo Žabljak Šabac')).toBe('Чачак Ћуприја Ђаково Жабљак Шабац');
  });

  it('keeps capitals: a capital digraph is one capital letter', () => {
    expect(latinToCyrillic('LJUBLJANA')).toBe('ЉУБЉАНА');
    expect(latinToCyrillic('Banja Luka')).toBe('Бања Лука');
  });

  it('renders letters Serbian lacks and drops foreign accents', () => {
    expect(latinToCyrillic('Wien')).toBe('Виен');
    expect(latinToCyrillic('Xánthi')).toBe('Ксантхи');
    expect(latinToCyrillic('Sankt Pölten')).toBe('Санкт Полтен');
    expect(latinToCyrillic('Brașov')).toBe('Брашов');
  });

  it('reads Albanian and Hungarian spellings by the country', () => {
    expect(latinToCyrillic('Shkodër', 'AL')).toBe('Шкодер');
    expect(latinToCyrillic('Gjakovë', 'XK')).toBe('Ђакове');
    expect(latinToCyrillic('Szeged', 'HU')).toBe('Сегед');
    expect(latinToCyrillic('Nyíregyháza', 'HU')).toBe('Њиређхаза');
    expect(latinToCyrillic('Shkodër')).toBe('Схкодер');
  });

  it('leaves Cyrillic, digits and punctuation as they are', () => {
    expect(latinToCyrillic('Арачиново')).toBe('Арачиново');
    expect(latinToCyrillic('1 Decembrie')).toBe('1 Децембрие');
    expect(latinToCyrillic('Bleiburg/Pliberk')).toBe('Блеибург/Плиберк');
  });
});

describe('cyrillicToLatin', () => {
  it('writes Serbian and Macedonian Cyrillic in Latin', () => {
    expect(cyrillicToLatin('Арачиново')).toBe('Aračinovo');
    expect(cyrillicToLatin('Љубљана Џеп')).toBe('Ljubljana Džep');
    expect(cyrillicToLatin('Ѓорче Петров')).toBe('Gjorče Petrov');
  });

  it('round-trips a Serbian Latin name', () => {
    const name = 'Šid Kraljevo Užice Đurđevo';
    expect(cyrillicToLatin(latinToCyrillic(name))).toBe(name);
  });
});
