// What other features may use of the applications (the inbox reads what they store); the rest of
// this folder is its own.
export { INBOX_TABLES, type InboxKind } from './applications';
