import { nextTurn } from './next-turn';

// Importing this module ends the current task: the router is evaluated before it, the site's
// shared components (@minibar/ui, with its dialog, accordion and toast primitives) in a later
// task. On a phone each takes ten to twenty-odd milliseconds; together they made one long task.
await nextTurn();
