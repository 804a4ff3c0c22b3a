/** Everything the package exports, as an app gets it from `@parchment/ui` (the build of `npm run build:lib`). */
export * from '@parchment/ui';
