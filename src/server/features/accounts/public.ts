// What other features may use of accounts (the rest of this folder is its own).
export { setAllocatedCamps } from './accounts';
