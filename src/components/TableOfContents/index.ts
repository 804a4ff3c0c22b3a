export { TableOfContents, useActiveSection, type TableOfContentsItem, type TableOfContentsProps } from './TableOfContents';
