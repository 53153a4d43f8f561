/** Ends the current task: what comes after runs in a later one. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries a public form's code is built on, each loaded and evaluated in a task of its
 * own: the phone-number rules, then the contracts (zod and the forms' schemas), then
 * react-hook-form with its zod resolver. A deferred form section passes it as `loadFirst`, so
 * its own module is evaluated last. Evaluated together with a form's module they were one task
 * of 100-140 ms on a phone (4x CPU), during which a tap waited; in turns the browser can answer
 * a tap and paint between them.
 */
export function loadFormLibrariesInTurns(): Promise<unknown> {
  return import('@minibar/contracts/phone-number')
    .then(nextTurn)
    .then(() => import('@minibar/contracts'))
    .then(nextTurn)
    .then(() => Promise.all([import('react-hook-form'), import('@hookform/resolvers/zod')]));
}
