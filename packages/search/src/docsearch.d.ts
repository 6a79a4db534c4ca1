// @docsearch/react 3 ships its entry points as files without type declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
