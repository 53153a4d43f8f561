/** An image that fails to load is hidden, on every page of every remote. */
function hide(image: HTMLImageElement) {
  image.hidden = true;
}

function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && Boolean(image.currentSrc || image.src);
}

export function hideBrokenImages(): void {
  // Images that failed before this script ran (the server-rendered page loads them early).
  document.querySelectorAll('img').forEach((image) => {
    if (isBroken(image)) hide(image);
  });
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) hide(event.target);
    },
    true,
  );
}
