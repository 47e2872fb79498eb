/**
 * Read by screen readers, not shown (sx for a Box). Sizes are strings: in `sx` a bare 1 means
 * 100%, which made an absolutely placed hidden span as wide as its containing block.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
