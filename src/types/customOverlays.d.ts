/**
 * What a custom overlay's JS tab can use at run time, built on the declarations that
 * `@lumiastream/lumia-types` 3.1.7 ships in `dist/custom-overlays/custom-overlays.d.ts`.
 *
 * The package file describes the `Overlay` interface but leaves out things the package's own
 * documentation has: `Overlay.data`, the `toast` global and `deleteStorage` (the 3.1.7 file, cheat
 * sheet and authoring rules name it `removeStorage`; the 3.1.7 documentation's samples and newer
 * typings call `deleteStorage`, and newer typings say `removeStorage` does not exist). It also types
 * the variable and storage calls as synchronous, while the 3.1.7 documentation awaits them and newer
 * typings return promises. This file follows the documentation and the newer typings on those
 * points and marks what only newer Lumia Stream builds have with `@newerLumia`.
 *
 * It is a module on purpose, so the site's own TypeScript program gets no `Overlay` global.
 * `tests/typecheck/customOverlayExamples.test.ts` declares the globals from these types.
 */
import type {
  AlertEvent,
  ChatEvent,
  CustomOverlayContentEvent,
  HfxEvent,
  Overlay as PackageOverlay,
  VirtualLightEvent,
} from '@lumiastream/lumia-types/dist/custom-overlays/custom-overlays';

export type {AlertEvent, ChatEvent, CustomOverlayContentEvent, HfxEvent, VirtualLightEvent};

/** The colour of a `toast`; `'info'` when left out. */
export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** What a `configAction` handler receives when a Configs `actionbutton` is clicked. */
export interface ConfigActionEvent {
  key: string;
  value?: unknown;
}

/** The package's `Overlay`, minus the members whose 3.1.7 typing is wrong, plus what it lacks. */
export interface OverlayRuntime extends Pick<PackageOverlay, 'chatbot' | 'addLoyaltyPoints' | 'getLoyaltyPoints' | 'callCommand'> {
  /** The Data tab: each Configs key with its current value. */
  readonly data: Record<string, unknown>;
  /**
   * The overlay's code id.
   * @newerLumia
   */
  readonly codeId: string;
  /** Runs `handler` with each chat message. */
  on(event: 'chat', handler: (data: ChatEvent) => void): void;
  /** Runs `handler` with each alert. */
  on(event: 'alert', handler: (data: AlertEvent) => void): void;
  /** Runs `handler` with each HFX that plays. */
  on(event: 'hfx', handler: (data: HfxEvent) => void): void;
  /** Runs `handler` with each virtual light change. */
  on(event: 'virtuallight', handler: (data: VirtualLightEvent) => void): void;
  /** Runs `handler` with content Lumia sends to this overlay's code id. */
  on(event: 'overlaycontent', handler: (data: CustomOverlayContentEvent) => void): void;
  /**
   * Listens for clicks on a Configs `actionbutton` field. Needs no subscription.
   * @newerLumia
   */
  on(event: 'configAction', handler: (data: ConfigActionEvent) => void): void;
  /** Creates or updates a global Lumia variable. */
  setVariable(variable: string, value: unknown): Promise<unknown>;
  /** Reads a Lumia variable; pass the name as a string literal. */
  getVariable(variable: string): Promise<unknown>;
  /**
   * Saves a value in the storage of this overlay's code id. The 3.1.7 typings take only text, newer
   * typings any value: the examples that run on 3.1.7 save text.
   */
  saveStorage(key: string, value: unknown): Promise<unknown>;
  /** Reads a stored value; `null` when the key was never saved. */
  getStorage(key: string): Promise<unknown>;
  /** Deletes a stored value. */
  deleteStorage(key: string): Promise<unknown>;
}

/** The type of the global `toast(message, type?)`. */
export type ToastFunction = (message: string, type?: ToastType) => void;

/** The event names `Overlay.on` takes on Lumia Stream 3.1.7. */
export type OverlayEventName = 'chat' | 'alert' | 'hfx' | 'virtuallight' | 'overlaycontent';
