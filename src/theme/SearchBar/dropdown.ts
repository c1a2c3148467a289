/**
 * The plugin's dropdown on the search box, answering from the site's search worker. Its own chunk,
 * loaded when the reader reaches for search: evaluating it is a long task on a phone, kept out of
 * the page's first seconds (ARCHITECTURE.md, Tricks).
 */
import DocSearch, {type Suggestion} from '@theme-original/SearchBar/DocSearch';
import lunr from '@generated/lunr.client';
import {highlightClass} from '@site/src/lib/siteSearch';
import 'docusaurus-lunr-search/src/theme/SearchBar/algolia.css';
import type {Search} from '.';

// Marks the chosen word on the page a result opens.
export {HighlightSearchResults} from '@theme-original/SearchBar/HighlightSearchResults';

/** The word a chosen result matched, so the page it opens can mark it. */
function matchedWord(suggestion: Suggestion): string {
  const holder = document.createElement('template');
  holder.innerHTML = suggestion.text || suggestion.subcategory || suggestion.title || '';
  const mark = holder.content.querySelector(`.${highlightClass}`);
  if (!mark) return '';
  // The mark covers the letters typed so far; the word goes on after it, perhaps past a <wbr>.
  let after = '';
  for (let node = mark.nextSibling; node && /^\w*$/.test(after); node = node.nextSibling) after += node.textContent ?? '';
  const restOfWord = /^\w*/.exec(after)![0];
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

/**
 * Wraps the search box in the plugin's dropdown. A result opens inside the app, with the word to
 * mark on its page; text typed before the dropdown was there is searched at once.
 */
export function attachDropdown(input: HTMLInputElement, search: Search, open: (path: string, wordToHighlight: string) => void): void {
  // Wrapping moves the input in the page, which takes its focus away: the reader may be typing.
  // The dropdown searches when the text changes from what it found there, so it finds none.
  const focused = document.activeElement === input;
  const typed = input.value;
  input.value = '';
  const docSearch = new DocSearch({
    // Its own lunr adapter gets an empty index: the site's search replaces it below.
    searchDocs: [],
    searchIndex: {version: lunr.version, fields: [], fieldVectors: [], invertedIndex: [], pipeline: []},
    inputSelector: `#${input.id}`,
    handleSelected: (box, event, suggestion) => {
      box.setVal('');
      (event.target as HTMLElement | null)?.blur();
      const url = new URL(suggestion.url || '/', window.location.href);
      open(`${url.pathname}${url.search}${url.hash}`, search.highlightResult ? matchedWord(suggestion) : '');
      revealWhenShown(decodeURIComponent(url.hash.slice(1)));
    },
  });
  // The one private field relied on (tests/e2e/search.spec.ts fails if an upgrade renames it).
  docSearch.client = {search: (query) => search.hits(query)};
  const list = document.getElementById(input.getAttribute('aria-owns') ?? '');
  if (list) {
    // ARIA 1.2 names the list a combobox controls with aria-controls; the dropdown only sets aria-owns.
    input.setAttribute('aria-controls', list.id);
    // The wrapper holds the input and the list: the observer sees the cursor move in both.
    new MutationObserver(() => makeLinksTheOptions(input, list)).observe(input.parentElement!, {subtree: true, childList: true, attributes: true});
    // A click with a modifier key opens the link the browser's way (a new tab or window).
    list.addEventListener('click', (event) => (event.ctrlKey || event.metaKey || event.shiftKey) && event.stopPropagation(), {capture: true});
  }
  if (focused) input.focus();
  if (typed) {
    input.value = typed;
    input.dispatchEvent(new Event('input'));
  }
}
