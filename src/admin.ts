// Components of the admin group; each line: export * from './components/<Name>';
export {};
