/**
 * Each frame is a page of its own: the library's stylesheet and fonts, and a
 * provider in the frame's theme that styles the page's body as an app's
 * would.
 */
import type { ReactNode } from 'react';
import '@parchment/ui/styles.css';
import '@parchment/ui/fonts.css';
import { Box, ParchmentProvider } from '@parchment/ui';

export default function FrameComponent({ theme, children }: { theme: 'parchment' | 'ink'; children: ReactNode }) {
  return (
    <ParchmentProvider theme={theme} styleBody>
      <Box padding="4">{children}</Box>
    </ParchmentProvider>
  );
}
