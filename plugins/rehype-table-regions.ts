import type {Element, ElementContent, Root, RootContent} from 'hast';
import {identifierClass, isIdentifier} from '../src/lib/identifiers';
import type {MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';

/** The component that wraps a table; MDXComponents.tsx gives it to every page. */
const regionComponent = 'ScrollRegion';

type Parent = Root | Element | MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** The words of a node: its text only, not the source of JSX expressions or attributes. */
function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** The texts of a table's header cells, in order. */
function headerCells(node: Element): string[] {
  return node.children.flatMap((child) => {
    if (child.type !== 'element') return [];
    if (child.tagName === 'th') return [textOf(child).replace(/\s+/g, ' ').trim()];
    return child.tagName === 'thead' || child.tagName === 'tr' ? headerCells(child) : [];
  });
}

const isRegion = (node: RootContent | ElementContent): node is MdxJsxFlowElementHast =>
  node.type === 'mdxJsxFlowElement' && node.name === regionComponent;

const labelOf = (region: MdxJsxFlowElementHast) =>
  region.attributes.find((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'label')?.value;

/** Marks the identifiers among the inline code of a table, which the site keeps on one line (src/lib/identifiers.ts). */
function markIdentifiers(node: Parent): void {
  node.children.forEach((child) => {
    if (child.type === 'element' && child.tagName === 'code' && isIdentifier(textOf(child))) {
      const classes = Array.isArray(child.properties.className) ? child.properties.className : [];
      child.properties.className = [...classes, identifierClass];
    } else if ('children' in child) markIdentifiers(child);
  });
}

/**
 * Puts every Markdown table of a page in a ScrollRegion: on a narrow screen the table scrolls inside
 * it, with a shadow on the side where more of it lies, and keyboard users can focus it to scroll it.
 * The region is named after the heading above the table ("Platform support, table"; the second table
 * under one heading is "…, table 2"), or after its column headings when no heading comes before it.
 * Names are unique on the page, as landmarks' names must be. Tables a page already put in a region
 * keep theirs. The identifiers in every table are marked to stay on one line.
 */
export default function rehypeTableRegions() {
  return (tree: Root): void => {
    const names = new Set<string>();
    const collectNames = (parent: Parent) =>
      parent.children.forEach((child) => {
        if (isRegion(child)) {
          const label = labelOf(child);
          if (typeof label === 'string') names.add(label);
        }
        if ('children' in child) collectNames(child);
      });
    collectNames(tree);

    let heading = '';
    let tablesUnderHeading = 0;
    const unique = (name: string) => {
      let candidate = name;
      for (let number = 2; names.has(candidate); number += 1) candidate = `${name} ${number}`;
      names.add(candidate);
      return candidate;
    };
    const wrapTables = (parent: Parent, inRegion = false) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'element' && /^h[1-6]$/.test(child.tagName)) {
          heading = textOf(child).replace(/\s+/g, ' ').trim();
          tablesUnderHeading = 0;
          return;
        }
        if (child.type === 'element' && child.tagName === 'table') markIdentifiers(child);
        if (child.type === 'element' && child.tagName === 'table' && !inRegion) {
          tablesUnderHeading += 1;
          const name = heading
            ? `${heading}, table${tablesUnderHeading > 1 ? ` ${tablesUnderHeading}` : ''}`
            : `Table of ${headerCells(child).join(', ') || 'values'}`;
          const region: MdxJsxFlowElementHast = {
            type: 'mdxJsxFlowElement',
            name: regionComponent,
            attributes: [{type: 'mdxJsxAttribute', name: 'label', value: unique(name)}],
            children: [child],
          };
          (parent.children as (RootContent | ElementContent)[])[index] = region;
          return;
        }
        // A region the page wrote itself already scrolls its table.
        if ('children' in child) wrapTables(child, inRegion || isRegion(child));
      });
    };
    wrapTables(tree);
  };
}
