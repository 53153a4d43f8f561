// Importing this module ends the current task: the modules evaluated after it run in a later
// one, so the browser can paint and handle input in between. The site's code is evaluated in
// more than one turn this way, none of them long on a phone.
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
