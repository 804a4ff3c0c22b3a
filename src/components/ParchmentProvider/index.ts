export { ParchmentProvider, type ParchmentProviderProps, type ParchmentTheme } from './ParchmentProvider';
