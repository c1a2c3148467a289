// Platform-variables reference, written by plugins/lumia-reference.ts (see src/data/variables.ts).
declare module '@generated/lumia-reference/default/variables.json' {
  const variables: import('@site/src/data/variables').VariablesReference;
  export default variables;
}
