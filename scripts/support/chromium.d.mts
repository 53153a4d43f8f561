export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const NO_EXTERNAL_HOSTS_ARG: string;
