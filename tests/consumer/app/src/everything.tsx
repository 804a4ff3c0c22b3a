/** Tree-shaking probe: an app that keeps every export of the package. */
import '@parchment/ui/styles.css';
import * as Parchment from '@parchment/ui';
import { createRoot } from 'react-dom/client';

const { Button } = Parchment;
(window as unknown as { parchment: typeof Parchment }).parchment = Parchment;
createRoot(document.getElementById('root')!).render(<Button>Save</Button>);
