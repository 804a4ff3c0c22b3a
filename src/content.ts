// Components of the content group; each line: export * from './components/<Name>';
export {};
