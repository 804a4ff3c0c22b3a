/**
 * Playroom: a page of JSX drawn with the library's components, in both
 * themes and at three widths at once, shareable by its address. It uses the
 * library as an app installs it (`npm run build:lib` writes dist/lib): the
 * published components and their one stylesheet, so what a designer composes
 * here is what a team gets.
 *   npm run build-playroom    build the library, then write the static playroom to playroom-static/
 *   npm run playroom          the same, then serve it on http://localhost:9000 (scripts/playroom.mjs)
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const root = import.meta.dirname;
const library = path.join(root, 'dist/lib');
// The loaders and presets playroom brings for its own build, resolved from it rather than listed again here.
const fromPlayroom = createRequire(path.join(root, 'node_modules/playroom/package.json'));
const MiniCssExtractPlugin = fromPlayroom('mini-css-extract-plugin');

export default {
  title: 'Parchment',
  components: './playroom/components.ts',
  themes: './playroom/themes.ts',
  frameComponent: './playroom/FrameComponent.tsx',
  snippets: './playroom/snippets.ts',
  outputPath: './playroom-static',
  // The site's breakpoints' neighbours: a phone, a tablet, a desktop.
  widths: [375, 768, 1280],
  port: 9000,
  openBrowser: false,
  exampleCode: `<Stack space="6">
  <PageHeader title="The Bill of Rights" intro="Ten amendments ratified in 1791." />
  <Columns space="6" collapseBelow="tablet">
    <Column width="2/3">
      <Stack space="4">
        <p>The first ten amendments protect speech, worship, the press and a fair trial.</p>
        <Inline space="2">
          <Button>Read the text</Button>
          <Button variant="secondary">Cite this</Button>
        </Inline>
      </Stack>
    </Column>
    <Column width="1/3">
      <KeyFacts facts={['Proposed: September 25, 1789', 'Ratified: December 15, 1791']} />
    </Column>
  </Columns>
</Stack>`,
  // Prop hints in the editor come from the components' sources.
  typeScriptFiles: ['src/components/**/*.tsx', '!**/*.test.tsx'],
  webpackConfig: () => ({
    // The package's own names, as an app that installed it writes them.
    resolve: {
      alias: {
        '@parchment/ui$': path.join(library, 'src/index.js'),
        '@parchment/ui/styles.css$': path.join(library, 'styles.css'),
        '@parchment/ui/fonts.css$': path.join(library, 'fonts/fonts.css'),
      },
    },
    module: {
      rules: [
        {
          // The playroom's own modules here (components, themes, frame, snippets) are TypeScript.
          test: /\.tsx?$/,
          include: path.join(root, 'playroom'),
          use: {
            loader: fromPlayroom.resolve('babel-loader'),
            options: {
              presets: [fromPlayroom.resolve('@babel/preset-typescript'), [fromPlayroom.resolve('@babel/preset-react'), { runtime: 'automatic' }]],
            },
          },
        },
        {
          // The library's stylesheet and its fonts, with the font files they name.
          test: /\.css$/,
          include: library,
          use: [MiniCssExtractPlugin.loader, fromPlayroom.resolve('css-loader')],
        },
        { test: /\.woff2$/, include: library, type: 'asset/resource' },
      ],
    },
  }),
};
