import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {jsonNestingDepth} from '../boundedJson';
import {bridgeLimits, installFrameBridge, sandboxChannel, type FrameBridgeConfig} from './frameBridge';
import {inlineScript} from './inlineScript';

/** `running`: answering pings; `unresponsive`: no answer for `unresponsiveAfter` ms; `stopped`: no frame. */
export type SandboxStatus = 'running' | 'unresponsive' | 'stopped';

/** How often the page asks the frame whether it still answers, and when it stops waiting, in ms. */
export const pingInterval = 500;
export const unresponsiveAfter = 2_000;

/** Entries nested deeper than this are dropped unread. */
const maxEntryDepth = 32;

export interface SandboxFrameOptions {
  /** The frame's document, made when a run starts; `bridge` is the script that must come first in its head. */
  document: (bridge: string) => string;
  /** Checked entries from the frame, at most once per animation frame; `dropped` counts entries the frame or the page left out. */
  onEntries: (entries: unknown[], dropped: number) => void;
  /** The frame's accessible name. */
  title: string;
  className?: string;
}

export interface SandboxFrame {
  /** The iframe while a run lasts, else nothing. */
  frame: ReactNode;
  status: SandboxStatus;
  /** Starts a fresh run: a new frame, with nothing of the last one. */
  start: () => void;
  /** Removes the frame, which ends whatever its code was doing. */
  stop: () => void;
  /** Sends a message to the running frame's code; does nothing when stopped. */
  post: (kind: string, fields?: Record<string, unknown>) => void;
}

/** Parses one entry the frame sent, or gives `undefined` for anything over the limits or not JSON. */
function readEntry(text: unknown): unknown {
  if (typeof text !== 'string' || text.length > bridgeLimits.maxEntryChars || jsonNestingDepth(text, maxEntryDepth) > maxEntryDepth) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Runs code in an `<iframe sandbox="allow-scripts">`: an opaque origin, so the code cannot read this
 * page's storage, cookies or DOM, navigate it or open windows. Messages count only when they come
 * from this run's frame and have the bridge's shape; the rest are ignored.
 */
export function useSandboxFrame({document, onEntries, title, className}: SandboxFrameOptions): SandboxFrame {
  const [current, setCurrent] = useState<{run: string; srcDoc: string} | null>(null);
  const run = current?.run ?? null;
  const [status, setStatus] = useState<SandboxStatus>('stopped');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const latest = useRef({onEntries, document});
  useEffect(() => {
    latest.current = {onEntries, document};
  }, [onEntries, document]);

  useEffect(() => {
    if (run === null) return undefined;
    let lastAnswer = Date.now();
    let seq = 0;
    let pending: unknown[] = [];
    let dropped = 0;
    let animationFrame = 0;
    const deliver = () => {
      animationFrame = 0;
      const entries = pending;
      const droppedNow = dropped;
      pending = [];
      dropped = 0;
      latest.current.onEntries(entries, droppedNow);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (frameRef.current === null || event.source !== frameRef.current.contentWindow) return;
      const message = event.data as Record<string, unknown> | null;
      if (typeof message !== 'object' || message === null || message.channel !== sandboxChannel || message.run !== run) return;
      lastAnswer = Date.now();
      setStatus('running');
      if (message.kind !== 'entries' || !Array.isArray(message.entries)) return;
      const sent = message.entries.slice(0, bridgeLimits.maxEntries);
      dropped +=
        message.entries.length - sent.length + (typeof message.dropped === 'number' && message.dropped > 0 ? Math.floor(message.dropped) : 0);
      for (const text of sent) {
        const entry = readEntry(text);
        if (entry === undefined) dropped += 1;
        else pending.push(entry);
      }
      animationFrame ||= requestAnimationFrame(deliver);
    };
    window.addEventListener('message', onMessage);
    const pinger = setInterval(() => {
      if (Date.now() - lastAnswer > unresponsiveAfter) setStatus('unresponsive');
      seq += 1;
      frameRef.current?.contentWindow?.postMessage({channel: sandboxChannel, run, kind: 'ping', seq}, '*');
    }, pingInterval);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(pinger);
      cancelAnimationFrame(animationFrame);
    };
  }, [run]);

  const start = useCallback(() => {
    const newRun = crypto.randomUUID();
    const config: FrameBridgeConfig = {parentOrigin: window.location.origin, run: newRun, channel: sandboxChannel, limits: bridgeLimits};
    setCurrent({run: newRun, srcDoc: latest.current.document(inlineScript(installFrameBridge, config))});
    setStatus('running');
  }, []);
  const stop = useCallback(() => {
    setCurrent(null);
    setStatus('stopped');
  }, []);
  const post = useCallback(
    (kind: string, fields: Record<string, unknown> = {}) => {
      // The frame's origin is opaque, so no origin can be named here; what is sent is never secret.
      if (run !== null) frameRef.current?.contentWindow?.postMessage({...fields, channel: sandboxChannel, run, kind}, '*');
    },
    [run],
  );

  const frame = current && (
    <iframe key={current.run} ref={frameRef} title={title} className={className} sandbox="allow-scripts" srcDoc={current.srcDoc} />
  );
  return {frame, status, start, stop, post};
}
