/**
 * Server rendering in plain Node, with no bundler and no CSS loader: the
 * package's modules must import as they are. Prints the HTML.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ArticleCard, ParchmentProvider } from '@parchment/ui';

const html = renderToString(
  createElement(
    ParchmentProvider,
    { theme: 'ink', styleBody: true },
    createElement(ArticleCard, { kicker: 'Landmarks', title: 'The Old Courthouse', href: '/collections/courthouse', dek: 'Built in 1858.' }),
  ),
);
process.stdout.write(html);
