import type {Element, ElementContent, Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import rehypeTableRegions from '../../plugins/rehype-table-regions';

const text = (value: string) => ({type: 'text', value}) as const;
const element = (tagName: string, children: ElementContent[] = []): Element => ({type: 'element', tagName, properties: {}, children});
const table = (...headers: string[]) =>
  element('table', [
    element('thead', [
      element(
        'tr',
        headers.map((header) => element('th', [text(header)])),
      ),
    ]),
  ]);
const region = (label: string, children: ElementContent[]): MdxJsxFlowElementHast => ({
  type: 'mdxJsxFlowElement',
  name: 'ScrollRegion',
  attributes: [{type: 'mdxJsxAttribute', name: 'label', value: label}],
  children,
});

/** The name of each region in the tree, and the header of the table it holds, in order. */
function regions(tree: Root): [string, string][] {
  const found: [string, string][] = [];
  const walk = (node: Root | ElementContent | MdxJsxFlowElementHast) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'ScrollRegion') {
      const inner = node.children[0] as Element;
      const head = ((inner.children[0] as Element).children[0] as Element).children.map(
        (th) => ((th as Element).children[0] as {value: string}).value,
      );
      found.push([node.attributes[0].value as string, head.join(',')]);
    }
    if ('children' in node) node.children.forEach((child) => walk(child as ElementContent));
  };
  walk(tree);
  return found;
}

describe('rehype-table-regions', () => {
  it('names each table after the heading above it, after its columns when none is, and keeps names unique', () => {
    const tree: Root = {
      type: 'root',
      children: [
        table('Part', 'Value'),
        element('h2', [
          text('Platform '),
          element('code', [text('support')]),
          {type: 'mdxJsxTextElement', name: 'NewerLumia', attributes: [], children: []},
        ]),
        table('Type', 'Twitch'),
        element('p', [text('Between the tables.')]),
        table('Situation'),
        region('Examples, table', [table('Hand', 'Written')]),
        element('h3', [text('Examples')]),
        element('details', [table('Inside', 'Details')]),
      ],
    };
    rehypeTableRegions()(tree);
    expect(regions(tree)).toEqual([
      ['Table of Part, Value', 'Part,Value'],
      ['Platform support, table', 'Type,Twitch'],
      ['Platform support, table 2', 'Situation'],
      ['Examples, table', 'Hand,Written'],
      ['Examples, table 2', 'Inside,Details'],
    ]);
  });
});
