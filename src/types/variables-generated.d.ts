// Platform-variables reference, written by plugins/lumia-reference.ts (see src/data/variables.ts).
declare module '@generated/lumia-reference/default/variables.json' {
  const variables: import('@site/src/data/variables').VariablesPageData;
  export default variables;
}

declare module '@generated/lumia-reference/default/variablesIndex.json' {
  const variablesIndex: import('@site/src/data/variables').VariablesIndex;
  export default variablesIndex;
}

// What the filter matches, imported dynamically when a reader first types in it.
declare module '@generated/lumia-reference/default/variablesFilter.json' {
  const variablesFilter: import('@site/src/data/variables').VariablesFilterIndex;
  export default variablesFilter;
}

// The figures the page's prose states (see src/components/VariablesSummary).
declare module '@generated/lumia-reference/default/variablesSummary.json' {
  const variablesSummary: import('@site/src/data/variables').VariablesSummary;
  export default variablesSummary;
}
