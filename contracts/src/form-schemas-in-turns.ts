/** Ends the current task: what comes after runs in a later one. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates zod and each form's schema module in a task of its own, ending with the map of
 * all of them that a form's contract is read from. Building the five schemas is most of the
 * cost of a form's code: one task of 80-120 ms on a phone (4x CPU) when done together.
 */
export async function loadFormSchemasInTurns(): Promise<void> {
  const modules = [
    () => import('./fields'),
    () => import('./contact'),
    () => import('./host-application'),
    () => import('./hotel-application'),
    () => import('./cleaner-application'),
    () => import('./driver-signup'),
    () => import('./form-contracts'),
  ];
  for (const load of modules) {
    await load();
    await nextTurn();
  }
}
