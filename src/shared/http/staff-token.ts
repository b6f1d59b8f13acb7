// Where the browser keeps the staff token: the console stores it under this key and the public
// website reads it, so both halves agree on who is logged in (§3, §4).
export const TOKEN_KEY = 'token';
