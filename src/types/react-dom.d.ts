// The one react-dom API the site calls directly; the package ships no types of its own and
// @types/react-dom is not installed.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
