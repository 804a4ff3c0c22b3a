import type { ComponentPropsWithoutRef, JSX } from 'react';

/**
 * The props of the element a component renders as its root (`className`,
 * `style`, `id`, `data-*`, `aria-*`, handlers...), less the ones the
 * component defines itself (`Own`). The component spreads them on that
 * element and forwards its ref there.
 */
export type RootProps<Tag extends keyof JSX.IntrinsicElements, Own extends PropertyKey = never> = Omit<ComponentPropsWithoutRef<Tag>, Own>;
