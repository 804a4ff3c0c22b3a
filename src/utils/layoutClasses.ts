import { flex, layoutAtoms, widthSuffix } from '../../tokens/layoutAtoms.css';
import type { Breakpoint, Responsive } from './responsive';

type Atoms = typeof layoutAtoms;

/** The atoms a layout primitive sets, each a value or one value per width. */
export type LayoutAtomProps = { [Atom in keyof Atoms]?: Responsive<keyof Atoms[Atom] & string> };

/**
 * The class names for a flex container with these atoms: `{ gap: { mobile: '2', tablet: '4' } }`
 * gives `pm-gap-2 pm-gap-4-t` (tokens/layoutAtoms.css.ts writes the rules).
 */
export function layoutClasses(atoms: LayoutAtomProps): string {
  const names: string[] = [flex];
  for (const [atom, value] of Object.entries(atoms) as Array<[string, Responsive<string> | undefined]>) {
    if (value === undefined) continue;
    if (typeof value !== 'object') names.push(`pm-${atom}-${value}`);
    else for (const [width, each] of Object.entries(value) as Array<[Breakpoint, string | undefined]>) if (each !== undefined) names.push(`pm-${atom}-${each}${widthSuffix[width]}`);
  }
  return names.join(' ');
}
