// Every user-visible text of the website and the API's user-facing errors, in English.
// A translation is another object of the same shape (see `Messages`).
// Its sections live in modules by who shows them: en-website.ts (the public website), en-api.ts
// (the API's replies), en-mail.ts (the e-mail it sends), en-console.ts (the staff console),
// en-slot-coordinators.ts (one website page's own texts, loaded with that page only), so that a
// public page's bundle carries only the website's; they are all part of this catalogue.
import { api, auth, staff } from './en-api';
import { staffConsole } from './en-console';
import { mail } from './en-mail';
import { privacyConsole, privacyMail } from './en-privacy-console';
import { results, resultsStaff } from './en-results';
import { slotCoordinators } from './en-slot-coordinators';
import { studentApplicationsConsole } from './en-student-applications';
import { studentPipelineConsole } from './en-student-pipeline-console';
import { lists, submit, validation, web } from './en-website';

export const en = {
  validation,
  submit,
  auth,
  lists,
  api,
  web,
  slotCoordinators,
  staff,
  mail,
  console: staffConsole,
  privacyConsole,
  privacyMail,
  results,
  resultsStaff,
  studentApplicationsConsole,
  studentPipelineConsole,
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
