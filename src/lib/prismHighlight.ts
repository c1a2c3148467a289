import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The browser build leaves out the stock module that adds `additionalLanguages` to Prism
// (plugins/code-highlighting), so whoever loads Prism here adds them.
prismIncludeLanguages(Prism);

export {Highlight};
