// Where the browser keeps the staff session: the console stores the token and username under these
// keys and the public website reads them, so both halves agree on who is logged in (§3, §4).
export const TOKEN_KEY = 'token';
export const USERNAME_KEY = 'username';
