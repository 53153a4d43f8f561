/** Ends the current task: what comes after runs in a later one, so the browser can paint and handle input in between. */
export const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

// Importing this module ends the current task too: the modules evaluated after it run in a
// later one. The site's code is evaluated in more than one turn this way, none of them long on
// a phone.
await nextTurn();
