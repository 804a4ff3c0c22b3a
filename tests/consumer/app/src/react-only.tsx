/** Tree-shaking probe: the same app without the library, to subtract React's own bytes. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<button type="button">Save</button>);
