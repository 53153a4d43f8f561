export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const NO_EXTERNAL_HOSTS_ARG: string;
export const OMNIBOX_POPUP_FEATURES: string[];
export function launchOptionsWithoutOmniboxPopup<T extends { args?: string[] }>(
  chromium: { launchServer(options: object): Promise<{ process(): { spawnargs: string[] }; close(): Promise<void> }> },
  options?: T,
): Promise<T & { executablePath: string; ignoreDefaultArgs: string[]; args: string[] }>;
