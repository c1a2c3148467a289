import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocSearch, {type Suggestion} from '@theme-original/SearchBar/DocSearch';
import {HighlightSearchResults} from '@theme-original/SearchBar/HighlightSearchResults';
import 'docusaurus-lunr-search/src/theme/SearchBar/algolia.css';
import type {RestoredSearch} from './restoreSearch.worker';

/** The word a chosen result matched, so the page it opens can mark it. */
function matchedWord(suggestion: Suggestion): string {
  const holder = document.createElement('template');
  holder.innerHTML = suggestion.text || suggestion.subcategory || suggestion.title || '';
  const mark = holder.content.querySelector('.algolia-docsearch-suggestion--highlight');
  if (!mark) return '';
  // A title match marks only the letters typed so far; the word goes on after the mark.
  const restOfWord = /^\w*/.exec(mark.nextSibling?.textContent ?? '')![0];
  return `${mark.textContent ?? ''}${restOfWord}`;
}

const inputId = 'search_input_react';

/**
 * Each result is an option that wraps a link. A link inside an option is a second, nested control
 * that screen readers and the Tab key stop at, yet it never navigates here: the dropdown cancels
 * link clicks and opens the chosen option itself. Without its address the link is plain text.
 */
function makeResultsPlainOptions(input: HTMLElement): void {
  input.closest('.algolia-autocomplete')?.querySelectorAll('[role="option"] a[href]').forEach((link) => link.removeAttribute('href'));
}

/**
 * The plugin's search box (its DocSearch dropdown over a lunr index), fed the restored files.
 * Disabled and reading "Loading..." until the dropdown is attached to it.
 */
export default function LunrSearchBox({search}: {search: RestoredSearch}): ReactNode {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const [ready, setReady] = useState(false);
  const attached = useRef(false);

  useEffect(() => {
    if (attached.current) return; // the dropdown wraps the input once; StrictMode runs effects twice
    attached.current = true;
    const {searchDocs, searchIndex, options} = search;
    const docSearch = new DocSearch({
      searchDocs,
      searchIndex,
      baseUrl: siteConfig.baseUrl,
      inputSelector: `#${inputId}`,
      maxHits: options.maxHits,
      // Navigate inside the app instead of reloading, and tell the page which word to mark.
      handleSelected: (input, event, suggestion) => {
        input.setVal('');
        (event.target as HTMLElement | null)?.blur();
        const wordToHighlight = options.highlightResult ? matchedWord(suggestion) : '';
        history.push(suggestion.url || '/', {highlightState: {wordToHighlight}});
      },
    });
    const input = document.getElementById(inputId);
    if (input) {
      // ARIA 1.2 names the list a combobox controls with aria-controls; the dropdown only sets aria-owns.
      input.setAttribute('aria-controls', input.getAttribute('aria-owns') ?? '');
      docSearch.autocomplete.on('autocomplete:updated', () => makeResultsPlainOptions(input));
    }
    setReady(true);
  }, [history, search, siteConfig.baseUrl]);

  const placeholder = navigator.platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K';
  return (
    <div className="navbar__search">
      <input
        id={inputId}
        type="search"
        placeholder={ready ? placeholder : 'Loading...'}
        aria-label="Search"
        className="navbar__search-input search-bar"
        disabled={!ready}
      />
      <HighlightSearchResults />
    </div>
  );
}
