import {defaultConnection, parseStoredConnection, type LumiaConnection} from './connection';

/**
 * The reader's connection settings, shared by every Try it panel and the live events view.
 * Kept in sessionStorage (this tab only) unless the reader opts in to remembering them,
 * then in localStorage. Nothing here is ever sent anywhere but the chosen Lumia host.
 */
const storageKey = 'lumia-docs.connection';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: LumiaConnection | null = null;

function storages(): {session?: Storage; local?: Storage} {
  try {
    return {session: window.sessionStorage, local: window.localStorage};
  } catch {
    // Storage can be disabled (privacy modes): settings then live in memory only.
    return {};
  }
}

function load(): LumiaConnection {
  if (typeof window === 'undefined') return defaultConnection;
  const {session, local} = storages();
  try {
    return (
      parseStoredConnection(session?.getItem(storageKey) ?? null) ?? parseStoredConnection(local?.getItem(storageKey) ?? null) ?? defaultConnection
    );
  } catch {
    return defaultConnection;
  }
}

export function getConnection(): LumiaConnection {
  current ??= load();
  return current;
}

export function getServerConnection(): LumiaConnection {
  return defaultConnection;
}

export function setConnection(next: LumiaConnection): void {
  current = next;
  const {session, local} = storages();
  const serialized = JSON.stringify(next);
  try {
    session?.setItem(storageKey, serialized);
    if (next.remember) local?.setItem(storageKey, serialized);
    else local?.removeItem(storageKey);
  } catch {
    // Quota or privacy errors: keep the in-memory settings for this page.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
