import {Fragment, type ReactNode} from 'react';
import summary from '@generated/lumia-reference/default/variablesSummary.json';

/**
 * Figures and names the variables page states in its prose, rendered from the package's data
 * (src/data/variables.ts, `summarizeVariables`) so they change with an upgrade of the package.
 */
const figures = {
  entries: summary.counts.total,
  global: summary.counts.global,
  chat: summary.counts.chat,
  alert: summary.counts.alert,
  platforms: summary.platforms,
  alertLists: summary.alertLists,
  chatContexts: summary.chatContexts,
  alertListsWithUsername: summary.username.alertLists,
  globalNamesOutsideSystemVariables: summary.globalNamesOutsideSystemVariables,
  reservedNames: summary.reservedNames,
} as const;

/** A count, written as in prose: `<VariableCount of="entries" />` → "1,601". */
export function VariableCount({of}: {of: keyof typeof figures}): ReactNode {
  return figures[of].toLocaleString('en');
}

const lists = {
  chatTypes: summary.chatTypes,
  chatbotFeatures: summary.chatbotFeatures.map((key) => ({key})),
  chatContextsWithoutUsername: summary.username.chatContextsWithout.map((key) => ({key})),
} as const;

/** Context keys as code, with their gloss where they have one, in prose: "`a`, `b` (gloss) and `c`". */
export function ChatContexts({of}: {of: keyof typeof lists}): ReactNode {
  const items: readonly {key: string; gloss?: string}[] = lists[of];
  return items.map(({key, gloss}, index) => (
    <Fragment key={key}>
      {index === 0 ? '' : index === items.length - 1 ? ' and ' : ', '}
      <code>{key}</code>
      {gloss ? ` (${gloss})` : ''}
    </Fragment>
  ));
}
