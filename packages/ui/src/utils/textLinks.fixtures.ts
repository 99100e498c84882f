import type { TextLink, TextLinksFinder } from './textLinks';

/** Citations the story finder links, with where they go (the app's article viewer routes). */
const CITATIONS: readonly (Omit<TextLink, 'start' | 'end'> & { phrase: string })[] = [
  {
    phrase: 'artículo 1902 del Código Civil',
    href: '/search/norma/BOE-A-1889-4763#articulo-1902',
    label: 'Código Civil, artículo 1902',
  },
  {
    phrase: 'art. 36 LAU',
    href: '/search/norma/BOE-A-1994-26003#articulo-36',
    label: 'Ley de Arrendamientos Urbanos, artículo 36',
  },
  {
    phrase: 'Ley 29/1994',
    href: '/search/norma/BOE-A-1994-26003',
    label: 'Ley de Arrendamientos Urbanos',
  },
  // A finder gone wrong: not an in-app path, so the viewers leave the text as it is.
  { phrase: 'Ley Hostil', href: 'javascript:alert(1)', label: 'x' },
];

/**
 * A deterministic stand-in for the app's citation finder (legal-nlp's findLegalReferences): every
 * occurrence of a few fixed phrases.
 */
export const storyCitationLinks: TextLinksFinder = (text) => {
  const links: TextLink[] = [];
  for (const { phrase, ...link } of CITATIONS) {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + phrase.length)) {
      links.push({ ...link, start: at, end: at + phrase.length });
    }
  }
  return links;
};
