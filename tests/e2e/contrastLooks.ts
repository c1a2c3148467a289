/**
 * Axe's colour-contrast rule spends about 4 ms on each element with text of its own: on the long
 * reference pages that was most of the browser suite's time, yet those pages repeat a few dozen
 * looks thousands of times (a variable row, a code token, a table cell). The rule's verdict on an
 * element depends only on what `markContrastChecks` compares, so axe measures one element per look
 * and every element whose verdict could depend on where it sits. How this was checked against
 * measuring every element: tests/e2e/accessibility.spec.ts and ARCHITECTURE.md ("Tests: axe and
 * colour contrast").
 *
 * What the rule reads (axe-core 4.13, `color-contrast-evaluate`): whether the element is visible,
 * its own text (only symbols? one character?), font size and weight, text colour, stroke and
 * shadow, the backgrounds, opacities and filters of the elements under its text, and large
 * pseudo-elements with a background on it or an ancestor, measured against the element's size.
 */

export interface ContrastScope {
  /** Where axe runs: elements matching these selectors (the whole page when empty)... */
  include: string[];
  /** ...and not inside these. */
  exclude: string[];
  /** The attribute that marks an element whose look axe's colour-contrast rule measures on another element. */
  attribute: string;
  /** When set, every element with text gets this attribute, its look's number (for the test that compares). */
  lookAttribute?: string;
}

/**
 * Runs in the page (no outside references). Marks the elements axe's colour-contrast rule can skip:
 * those with the look of an element before them, and those inside a hidden subtree, which the rule
 * passes without measuring. Never marked: the first element of each look wholly in view, and
 * elements whose verdict could depend on where they sit. Marking the skipped elements, not the
 * measured ones, keeps the mark out of the selectors axe writes for the elements it reports. Returns
 * how many elements have text and how many of them axe measures.
 */
export function markContrastChecks({include, exclude, attribute, lookAttribute}: ContrastScope): {withText: number; measured: number} {
  const roots = include.length > 0 ? include.flatMap((selector) => Array.from(document.querySelectorAll(selector))) : [document.documentElement];
  const excluded = exclude.flatMap((selector) => Array.from(document.querySelectorAll(selector)));
  const inScope = (element: Element) => roots.some((root) => root.contains(element)) && !excluded.some((out) => out.contains(element));

  // One walk over what is displayed, for the elements with text of their own and (below) the
  // positioned elements. Hidden subtrees (a `hidden` attribute that hides, the body of a closed
  // <details>, text included) are set aside.
  const withText = new Set<Element>();
  const hiddenText = new Set<Element>();
  const hiddenRoots: Element[] = [];
  const shown: Element[] = [];
  const addText = (node: Node, into: Set<Element>) => {
    const parent = node.parentElement;
    if (parent && !into.has(parent) && node.textContent?.trim() && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && inScope(parent))
      into.add(parent);
  };
  const closed = (parent: Element | null) => parent instanceof HTMLDetailsElement && !parent.open;
  const hides = (element: Element) =>
    (element.hasAttribute('hidden') && getComputedStyle(element).display === 'none') ||
    (closed(element.parentElement) && element.tagName !== 'SUMMARY');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      if (node instanceof Element && hides(node)) {
        hiddenRoots.push(node);
        return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) shown.push(node);
    else addText(node, closed(node.parentElement) ? hiddenText : withText);
  }
  for (const root of hiddenRoots) {
    const hiddenWalker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = hiddenWalker.nextNode(); node; node = hiddenWalker.nextNode()) addText(node, hiddenText);
  }

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const transparent = 'rgba(0, 0, 0, 0)';
  const paints = (style: CSSStyleDeclaration) => style.backgroundColor !== transparent || style.backgroundImage !== 'none';
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const inside = (inner: Box, outer: Box) =>
    inner.left >= outer.left - 1 && inner.top >= outer.top - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;
  const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  // Everything an element and its ancestors put under (or over) text inside it, as one number per
  // distinct chain; the box text must stay inside for that chain to be all that is under it (the
  // page's own background covers everything); the box outside which text is cut off; and whether a
  // large pseudo-element with a background is in the chain (then size decides).
  interface Layers {
    chain: number;
    painted: Box;
    clip: Box;
    pseudo: boolean;
  }
  const chains = new Map<string, number>();
  const layersOf = new Map<Element, Layers>();
  const everywhere: Box = {left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity};
  const page: Layers = {chain: 0, painted: everywhere, clip: everywhere, pseudo: false};
  const layers = (element: Element | null): Layers => {
    if (!element) return page;
    const known = layersOf.get(element);
    if (known) return known;
    const parent = layers(element.parentElement);
    const style = getComputedStyle(element);
    const own = [
      style.backgroundColor,
      style.backgroundImage,
      style.opacity,
      style.filter,
      style.mixBlendMode,
      style.backdropFilter,
      style.clipPath,
      style.clip,
    ];
    let pseudo = parent.pseudo;
    for (const which of ['::before', '::after']) {
      const pseudoStyle = getComputedStyle(element, which);
      if (pseudoStyle.content === 'none' || pseudoStyle.display === 'none') continue;
      own.push(which, pseudoStyle.backgroundColor, pseudoStyle.backgroundImage, pseudoStyle.position);
      if (pseudoStyle.position === 'absolute' && paints(pseudoStyle)) pseudo = true;
    }
    const key = `${parent.chain}|${own.join(' ')}`;
    if (!chains.has(key)) chains.set(key, chains.size + 1);
    const pageBackground = element === document.documentElement || element === document.body;
    const result = {
      chain: chains.get(key)!,
      painted: paints(style) && !clips(style) && !pageBackground ? intersect(parent.painted, element.getBoundingClientRect()) : parent.painted,
      clip: clips(style) ? intersect(parent.clip, element.getBoundingClientRect()) : parent.clip,
      pseudo,
    };
    layersOf.set(element, result);
    return result;
  };

  // Positioned elements can lie over or under text that is not inside them. One that is transparent
  // as a whole, or hidden with nothing inside, changes nothing (the closed phone menu's backdrop).
  const positioned = shown.flatMap((element) => {
    const style = getComputedStyle(element);
    if (style.position === 'static' || style.opacity === '0' || (style.visibility === 'hidden' && element.childElementCount === 0)) return [];
    return element.getClientRects().length > 0 ? [{element, box: element.getBoundingClientRect()}] : [];
  });

  // The elements of each look; `clipped` when not wholly inside the box that cuts its text off.
  const looks = new Map<string, {element: Element; clipped: boolean}[]>();
  const alone: Element[] = [];
  for (const element of withText) {
    const rects = element.getClientRects();
    // No box: not displayed (or display: contents). Left to axe, which passes hidden text unmeasured.
    if (rects.length === 0) continue;
    const chain = layers(element);
    const box = element.getBoundingClientRect();
    // The part of the text a reader can see: the rest is cut off by a scrolling box.
    const seen = intersect(box, chain.clip);
    const inView = seen.left < seen.right && seen.top < seen.bottom;
    // A large pseudo-element is weighed against the element's size, seen text reaching past a
    // background lies partly over another, and a positioned element that is not an ancestor can put
    // another background under it: measured on its own.
    if (
      chain.pseudo ||
      (inView && !inside(seen, chain.painted)) ||
      (inView && positioned.some((other) => overlaps(seen, other.box) && !other.element.contains(element) && !element.contains(other.element)))
    ) {
      alone.push(element);
      continue;
    }
    const style = getComputedStyle(element);
    const own = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    // Text with a letter or digit is measured the same whatever it says; symbols and emoji are not.
    const text = /[\p{L}\p{N}]/u.test(own) ? (own.length === 1 ? 'one character' : 'words') : own;
    const key = [
      text,
      rects.length === 1 ? 'one box' : 'wrapped',
      chain.chain,
      style.color,
      style.webkitTextFillColor,
      style.webkitTextStrokeWidth,
      style.webkitTextStrokeColor,
      style.textShadow,
      style.fontSize,
      style.fontWeight,
      style.fontFamily,
      style.visibility,
    ].join('|');
    const members = looks.get(key) ?? [];
    members.push({element, clipped: !inside(box, chain.clip)});
    looks.set(key, members);
  }

  // Axe measures the first element of a look that is wholly in view. Text cut off by a scrolling
  // box is measured the same as that element or, out of view, passed unmeasured: it can ride on it.
  // A look with no element wholly in view has all of them measured.
  let skipped = 0;
  let look = 0;
  for (const members of looks.values()) {
    look += 1;
    const measured = members.find((member) => !member.clipped);
    for (const {element} of members) {
      if (measured && element !== measured.element) {
        element.setAttribute(attribute, '');
        skipped += 1;
      }
      if (lookAttribute) element.setAttribute(lookAttribute, String(look));
    }
  }
  for (const element of alone) if (lookAttribute) element.setAttribute(lookAttribute, `alone ${++look}`);
  // Text that is not displayed is passed unmeasured: nothing to measure.
  for (const element of hiddenText) element.setAttribute(attribute, '');
  return {withText: withText.size + hiddenText.size, measured: withText.size - skipped};
}

/** Runs in the page: takes the marks of `markContrastChecks` off again. */
export function unmarkContrastChecks(attributes: string[]): void {
  for (const attribute of attributes) document.querySelectorAll(`[${attribute}]`).forEach((element) => element.removeAttribute(attribute));
}
