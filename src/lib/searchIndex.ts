/**
 * Makes the search files smaller without changing a single result. The lunr index keeps the
 * position of every occurrence of every term, but the search bar only ever reads the first
 * position of a term in a section (to cut the result's preview), so the rest is dead weight.
 */

/** A serialised lunr index: `[term, {_index, <field>: {<docRef>: {position: [[start, length], …]}}}]`. */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
  pipeline: string[];
}

type Postings = Record<string, {position?: [number, number][]}>;

/** Returns a copy of the index that keeps only the first position of each term in each section. */
export function keepFirstPositions(index: SerializedLunrIndex): SerializedLunrIndex {
  return {
    ...index,
    invertedIndex: index.invertedIndex.map(([term, entry]) => {
      const compact: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(entry)) {
        if (field === '_index') {
          compact[field] = value;
          continue;
        }
        const postings: Postings = {};
        for (const [ref, metadata] of Object.entries(value as Postings)) {
          postings[ref] = metadata.position ? {...metadata, position: metadata.position.slice(0, 1)} : metadata;
        }
        compact[field] = postings;
      }
      return [term, compact];
    }),
  };
}
