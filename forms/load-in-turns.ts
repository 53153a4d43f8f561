/** Ends the current task: what comes after runs in a later one. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries a public form's code is built on, loaded and evaluated in tasks of their own:
 * the phone-number rules, then zod and the forms' schemas one module at a time, then
 * react-hook-form with its zod resolver. A deferred form section passes it as `loadFirst`, so
 * its own module is evaluated last. Evaluated together with a form's module they were one task
 * of 100-140 ms on a phone (4x CPU), during which a tap waited; in turns the browser can answer
 * a tap and paint between them.
 */
export function loadFormLibrariesInTurns(): Promise<unknown> {
  return (
    import('@minibar/contracts/phone-number')
      .then(nextTurn)
      // The schemas module by module, not the contracts' whole index: a page imports parts of the
      // contracts (the offer, number formats), and the index as one chunk would come with them.
      .then(() => import('@minibar/contracts/form-schemas-in-turns'))
      .then(({ loadFormSchemasInTurns }) => loadFormSchemasInTurns())
      .then(nextTurn)
      .then(() => Promise.all([import('react-hook-form'), import('@hookform/resolvers/zod')]))
  );
}
