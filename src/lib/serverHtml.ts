import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The inner HTML the server wrote for the element with this id (from `useId`, so the same on the
 * server and at hydration), read once at the first render; null on the server and after a
 * client-side navigation, when there is no such element.
 */
export function useServerHtml(id: string): string | null {
  const [html] = useState(() => (ExecutionEnvironment.canUseDOM ? (document.getElementById(id)?.innerHTML ?? null) : null));
  return html;
}
