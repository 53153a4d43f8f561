import { nextTurn } from './next-turn';

export { nextTurn };

// Importing this module ends the current task too: the modules evaluated after it run in a
// later one. The site's code is evaluated in more than one turn this way, none of them long on
// a phone.
await nextTurn();
