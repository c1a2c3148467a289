// JSON modules written at build time by plugins/lumia-reference.ts.
declare module '@generated/lumia-reference/default/commands.json' {
  const commands: import('@site/src/data/reference').ResolvedCommand[];
  export default commands;
}

declare module '@generated/lumia-reference/default/envelopeParams.json' {
  const envelopeParams: import('@site/src/data/reference').ResolvedParam[];
  export default envelopeParams;
}

declare module '@generated/lumia-reference/default/internalCommandTypes.json' {
  const internalCommandTypes: import('@site/src/data/commandTypes').InternalCommandType[];
  export default internalCommandTypes;
}

// Custom-code sources, written by plugins/custom-code-source.ts.
declare module '@generated/custom-code-source/default/example-*.json' {
  const source: string;
  export default source;
}

declare module '@generated/custom-code-source/default/snippets-*.json' {
  const snippets: Record<string, string>;
  export default snippets;
}

// Every custom-code helper → whether its declared result is a promise and whether only newer builds have it.
declare module '@generated/custom-code-source/default/custom-code-helpers.json' {
  const helpers: Record<string, import('@site/src/lib/customCode').DeclaredHelper>;
  export default helpers;
}

declare module '@generated/lumia-reference/default/alertExplorer.json' {
  const alertExplorer: import('@site/src/data/alertExplorer').ExplorerPlatform[];
  export default alertExplorer;
}

declare module '@generated/lumia-reference/default/alertPlatforms.json' {
  const alertPlatforms: import('@site/src/data/alertExplorer').ExplorerPlatformCount[];
  export default alertPlatforms;
}

// What the alert explorer's filter matches, imported dynamically when a reader first uses it.
declare module '@generated/lumia-reference/default/alertFilter.json' {
  const alertFilter: import('@site/src/lib/alertFilter').AlertFilterIndex;
  export default alertFilter;
}

// The quick actions of the alerts, imported dynamically when a reader first opens an alert.
declare module '@generated/lumia-reference/default/alertQuickActions.json' {
  const alertQuickActions: Record<string, import('@site/src/data/alertExplorer').AlertQuickActions>;
  export default alertQuickActions;
}

declare module '@generated/lumia-reference/default/overlayAlerts.json' {
  const overlayAlerts: import('@site/src/data/overlayAlerts').OverlayAlertPlatform[];
  export default overlayAlerts;
}

declare module '@generated/lumia-reference/default/queuedCommandTypes.json' {
  const queuedCommandTypes: import('@site/src/data/queuedCommandTypes').QueuedTypesOfPage[];
  export default queuedCommandTypes;
}
