/** Ends the current task: what comes after runs in a later one, so the browser can paint and handle input in between. */
export const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
