/** The sign-in route; sign-out, a 401 and a failed guard all lead here (spec §2). */
export const LOGIN_PATH = '/login';

/** The parent route main-module: the dashboard layout; after login the user goes here. */
export const MAIN_MODULE_PATH = '/';
