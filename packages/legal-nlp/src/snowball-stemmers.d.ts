/** Types of `snowball-stemmers` (it ships none): the Snowball stemmers compiled to JavaScript. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: {
    newStemmer(language: string): Stemmer;
    algorithms(): string[];
  };
  export default snowball;
}
