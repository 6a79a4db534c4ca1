import type {SearchRecord} from './types';

/**
 * Algolia's `facetFilters`: the outer list is AND, an inner list is OR, and
 * each filter reads `attribute:value` (a leading `-` negates it). DocSearch
 * sends `["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]`.
 */
export type FacetFilters = string | readonly (string | readonly string[])[];

const FACETS = ['language', 'docusaurus_tag'] as const;
type Facet = (typeof FACETS)[number];

export type RecordFilter = (record: SearchRecord) => boolean;

export function compileFacetFilters(filters: FacetFilters | undefined): RecordFilter {
  if (filters === undefined) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) => (typeof group === 'string' ? [group] : group).map(compileOne));
  return (record) => groups.every((group) => group.length === 0 || group.some((test) => test(record)));
}

function compileOne(filter: string): RecordFilter {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  const attribute = body.slice(0, separator);
  const value = body.slice(separator + 1);
  if (separator <= 0 || !FACETS.includes(attribute as Facet)) {
    // Algolia rejects an unknown facet; a filter nothing can satisfy is the local equivalent.
    return () => negated;
  }
  return (record) => (record[attribute as Facet] === value) !== negated;
}
