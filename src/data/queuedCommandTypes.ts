/**
 * The send-API types that run through the activity queue, grouped by the page that explains them,
 * in the catalogue's order. Pure: plugins/lumia-reference.ts publishes the result as
 * `queuedCommandTypes.json` for the queue page's table.
 */
import type {ResolvedCommand} from './reference';

export interface QueuedTypesOfPage {
  /** The route of the page that explains the types. */
  page: string;
  types: string[];
}

export function queuedCommandTypes(commands: readonly Pick<ResolvedCommand, 'type' | 'page' | 'execution'>[]): QueuedTypesOfPage[] {
  const byPage = new Map<string, string[]>();
  for (const {type, page, execution} of commands) if (execution === 'queue') byPage.set(page, [...(byPage.get(page) ?? []), type]);
  return [...byPage].map(([page, types]) => ({page, types}));
}
