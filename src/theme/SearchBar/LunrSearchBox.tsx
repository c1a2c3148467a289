import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import lunr from '@generated/lunr.client';
import DocSearch, {type Suggestion} from '@theme-original/SearchBar/DocSearch';
import {HighlightSearchResults} from '@theme-original/SearchBar/HighlightSearchResults';
import {highlightClass} from '@site/src/lib/siteSearch';
import 'docusaurus-lunr-search/src/theme/SearchBar/algolia.css';
import {SearchBox, searchInputId, type Search} from '.';

/** The word a chosen result matched, so the page it opens can mark it. */
function matchedWord(suggestion: Suggestion): string {
  const holder = document.createElement('template');
  holder.innerHTML = suggestion.text || suggestion.subcategory || suggestion.title || '';
  const mark = holder.content.querySelector(`.${highlightClass}`);
  if (!mark) return '';
  // The mark covers the letters typed so far; the word goes on after it.
  const restOfWord = /^\w*/.exec(mark.nextSibling?.textContent ?? '')![0];
  return `${mark.textContent ?? ''}${restOfWord}`;
}

/**
 * Brings a result's entry into view once its page shows it: reference lists can render after the
 * navigation, too late for the router's own jump to the hash. Gives up after a few seconds.
 */
function revealWhenShown(id: string): void {
  const reveal = () => {
    const entry = document.getElementById(id);
    if (entry && entry.getClientRects().length > 0) entry.scrollIntoView({block: 'center'});
    return entry !== null;
  };
  if (!id || reveal()) return;
  const observer = new MutationObserver(() => reveal() && observer.disconnect());
  observer.observe(document.body, {childList: true, subtree: true});
  setTimeout(() => observer.disconnect(), 5000);
}

/**
 * Each result is a link (so it opens in a new tab, and its address can be copied), and the link
 * itself is the listbox option: the plugin wraps links in option elements, and a link inside an
 * option is a nested control that screen readers stop at. The dropdown keeps moving its cursor
 * (class `ds-cursor`) over its wrappers; the links' state follows it.
 */
function makeLinksTheOptions(input: HTMLElement, list: Element): void {
  const set = (element: Element, name: string, value: string) => element.getAttribute(name) !== value && element.setAttribute(name, value);
  list.querySelectorAll('.ds-suggestion').forEach((wrapper) => {
    const link = wrapper.querySelector('a');
    if (!link) return;
    set(wrapper, 'role', 'none');
    wrapper.removeAttribute('aria-selected'); // no mutation, so no new round, when it is already gone
    link.removeAttribute('aria-label'); // "Link to the result", on every one
    set(link, 'role', 'option');
    set(link, 'id', `${wrapper.id}-link`);
    set(link, 'aria-selected', String(wrapper.classList.contains('ds-cursor')));
  });
  const active = input.getAttribute('aria-activedescendant');
  if (active && document.getElementById(`${active}-link`)) input.setAttribute('aria-activedescendant', `${active}-link`);
}

/** The plugin's search box (its DocSearch dropdown), answering from the site's search. */
export default function LunrSearchBox({search, focusWhenReady}: {search: Search; focusWhenReady: boolean}): ReactNode {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const [ready, setReady] = useState(false);
  const attached = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (attached.current) return; // the dropdown wraps the input once; StrictMode runs effects twice
    attached.current = true;
    const docSearch = new DocSearch({
      // Its own lunr adapter gets an empty index: the site's search replaces it below.
      searchDocs: [],
      searchIndex: {version: lunr.version, fields: [], fieldVectors: [], invertedIndex: [], pipeline: []},
      baseUrl: siteConfig.baseUrl,
      inputSelector: `#${searchInputId}`,
      // Navigate inside the app instead of reloading, and tell the page which word to mark.
      handleSelected: (input, event, suggestion) => {
        input.setVal('');
        (event.target as HTMLElement | null)?.blur();
        const wordToHighlight = search.highlightResult ? matchedWord(suggestion) : '';
        const url = new URL(suggestion.url || '/', window.location.href);
        history.push(`${url.pathname}${url.search}${url.hash}`, {highlightState: {wordToHighlight}});
        revealWhenShown(decodeURIComponent(url.hash.slice(1)));
      },
    });
    // The one private field relied on (tests/e2e/search.spec.ts fails if an upgrade renames it).
    docSearch.client = {search: (query) => search.hits(query)};
    const input = inputRef.current;
    const list = document.getElementById(input?.getAttribute('aria-owns') ?? '');
    if (input && list) {
      // ARIA 1.2 names the list a combobox controls with aria-controls; the dropdown only sets aria-owns.
      input.setAttribute('aria-controls', list.id);
      // The wrapper holds the input and the list: the observer sees the cursor move in both.
      new MutationObserver(() => makeLinksTheOptions(input, list)).observe(input.parentElement!, {subtree: true, childList: true, attributes: true});
      // A click with a modifier key opens the link the browser's way (a new tab or window).
      list.addEventListener('click', (event) => (event.ctrlKey || event.metaKey || event.shiftKey) && event.stopPropagation(), {capture: true});
    }
    setReady(true);
  }, [history, search, siteConfig.baseUrl]);

  useEffect(() => {
    if (ready && focusWhenReady) inputRef.current?.focus();
  }, [ready, focusWhenReady]);

  const placeholder = navigator.platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K';
  return (
    <SearchBox placeholder={ready ? placeholder : 'Loading...'} disabled={!ready} inputRef={inputRef}>
      <HighlightSearchResults />
    </SearchBox>
  );
}
