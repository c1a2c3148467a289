import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withoutVersionDocDescriptions} from '../../plugins/docs';

describe('withoutVersionDocDescriptions', () => {
  const tree: RouteConfig = {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: {
          version: {
            label: 'Next',
            docs: {
              intro: {id: 'intro', title: 'Intro', description: 'Long text every page would download.', sidebar: 'docs'},
              'rest/tts': {id: 'rest/tts', title: 'TTS', description: 'More text.', sidebar: 'docs'},
            },
          },
        },
        routes: [{path: '/docs/intro', component: '@theme/DocItem', modules: {content: '@site/docs/intro.mdx'}}],
      },
    ],
  };

  it('drops the description of every doc in the version data and keeps the rest', () => {
    const version = withoutVersionDocDescriptions(tree).routes?.[0].props?.version as {label: string; docs: Record<string, object>};
    expect(version.label).toBe('Next');
    expect(version.docs).toEqual({
      intro: {id: 'intro', title: 'Intro', sidebar: 'docs'},
      'rest/tts': {id: 'rest/tts', title: 'TTS', sidebar: 'docs'},
    });
  });

  it('leaves routes without version data as they are, at every depth', () => {
    const result = withoutVersionDocDescriptions(tree);
    expect(result.path).toBe('/docs');
    expect(result.props).toBeUndefined();
    expect(result.routes?.[0].routes).toEqual(tree.routes?.[0].routes);
  });
});
