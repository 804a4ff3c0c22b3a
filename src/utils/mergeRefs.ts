import type { Ref, RefCallback } from 'react';

/** One ref callback that sets every given ref: a component's own and the one its caller forwarded. */
export function mergeRefs<Element>(...refs: Array<Ref<Element> | undefined>): RefCallback<Element> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
