/** The site's search vocabulary, written by the search plugin with createData (index.ts). */
declare module '@generated/search-local/default/search-vocabulary.json' {
  import type {SearchVocabulary} from '@agenta-docs/search';

  const vocabulary: SearchVocabulary;
  export default vocabulary;
}
