// Components of the navigation group; each line: export * from './components/<Name>';
export {};
