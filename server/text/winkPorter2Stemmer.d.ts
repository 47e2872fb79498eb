// The package ships no types: it is one CommonJS function, word in, Porter2 stem out.
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export default stem;
}
