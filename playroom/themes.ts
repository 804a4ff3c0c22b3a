/** The themes every frame is drawn in: Playroom hands the chosen one to the frame component. */
export const parchment = 'parchment';
export const ink = 'ink';
