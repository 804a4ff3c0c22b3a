/** Tree-shaking probe: an app that uses one component. */
import '@parchment/ui/styles.css';
import { Button } from '@parchment/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button>Save</Button>);
