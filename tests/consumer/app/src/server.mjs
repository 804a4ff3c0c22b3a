/**
 * Server rendering in plain Node, with no bundler and no CSS loader: the
 * package's modules must import as they are. Prints the HTML; React's
 * development warnings (NODE_ENV is unset) go to stderr.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ArticleCard, HeroImage, ParchmentProvider } from '@parchment/ui';

const html = renderToString(
  createElement(
    ParchmentProvider,
    { theme: 'ink', styleBody: true },
    createElement(ArticleCard, { kicker: 'Landmarks', title: 'The Old Courthouse', href: '/collections/courthouse', dek: 'Built in 1858.' }),
    // The first screen's images, fetched at high priority.
    createElement(HeroImage, { src: '/courthouse.jpg', alt: 'The courthouse in 1900', width: 1200, height: 675, priority: true }),
    createElement(ArticleCard, {
      kicker: 'Landmarks',
      title: 'The Mill',
      href: '/collections/mill',
      dek: 'Built in 1870.',
      imageSrc: '/mill.jpg',
      imageAlt: 'The mill race',
      imageWidth: 800,
      imageHeight: 450,
      priority: true,
    }),
  ),
);
process.stdout.write(html);
