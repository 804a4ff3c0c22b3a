/**
 * The loader as `npm run dev` serves it: Vite sends this module from source,
 * so the page gets the same function the build writes to assets/boot-[hash].js.
 */
import { boot, BOOT_ARGUMENTS } from './boot';

boot(...BOOT_ARGUMENTS);
