/**
 * Styles that hide an element from sight, not from assistive technology. Sizes in pixels: the sx
 * prop reads a bare 1 as 100%, which made a hidden text as wide as its container.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
