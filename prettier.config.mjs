// Prettier for code and data files (.prettierignore leaves out Markdown, MDX and what is not code).
// The options are the style the code was written in, so formatting it changed little: at
// printWidth 150 it rewrote 310 of 21,009 lines, where 120 rewrote 666 and 170 rewrote 467.
/** @type {import('prettier').Config} */
export default {
  printWidth: 150,
  tabWidth: 2,
  semi: true,
  singleQuote: true,
  trailingComma: 'all',
  bracketSpacing: false,
  // JSX keeps `>` on the line of the last attribute.
  bracketSameLine: true,
};
