// Building blocks of the staff payloads. Multipart forms send every field as text, so numbers,
// flags and dates are read from strings too, and an empty optional field means "none".
import { z } from 'zod';
import { en } from '../../messages/en';
import { MAX_ID, optionalText } from '../fields';

const m = en.validation;
const s = en.staff;

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * A positive integer id, from a number or a numeric string; one beyond MAX_ID names no row and
 * would make PostgreSQL fail the query, so it is refused here on both engines.
 */
export const id = () => z.coerce.number({ error: m.required }).int(m.required).positive(m.required).max(MAX_ID, en.api.badRequest);

/** An optional id: missing, null or "" is null. */
export const optionalId = () => z.preprocess((v) => blankToUndefined(trimmed(v)), id().optional()).transform((v) => v ?? null);

/** A list of ids, from a JSON array, or from a multipart field as "1,2,3" or a JSON array text. */
export const idList = () =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (t === '') return [];
    if (t.startsWith('[')) {
      try {
        return JSON.parse(t) as unknown;
      } catch {
        return v;
      }
    }
    return t.split(',').map((x) => x.trim());
  }, z.array(id()).max(200));

/** A real calendar date as YYYY-MM-DD. */
export const isoDate = () =>
  z
    .string({ error: m.required })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, s.invalidDate)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, s.invalidDate);

/** An optional date: missing, null or "" is null. */
export const optionalDate = () => z.preprocess((v) => blankToUndefined(trimmed(v)), isoDate().optional()).transform((v) => v ?? null);

/** A flag from JSON (true/false) or a form ("true", "false", "1", "0", "on", "off"). */
export const flag = () =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(t)) return true;
    if (['false', '0', 'off', 'no', ''].includes(t)) return false;
    return v;
  }, z.boolean());

/** A loose phone number (digits, spaces, +, -, parentheses), optional. */
export const optionalPhone = () => optionalText(40).refine((v) => v === '' || /^\+?[\d\s()-]{7,20}$/.test(v), s.phoneInvalid);

/**
 * An Indian mobile number (or any number in international form), normalised to E.164:
 * "98765 43210", "098765-43210" and "+91 98765 43210" all become "+919876543210".
 */
export const phoneNumber = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(40, s.phoneInvalid)
    .transform((v, ctx) => {
      const digits = v.replace(/[\s().-]/g, '');
      let e164: string | null = null;
      if (/^[6-9]\d{9}$/.test(digits)) e164 = `+91${digits}`;
      else if (/^0[6-9]\d{9}$/.test(digits)) e164 = `+91${digits.slice(1)}`;
      else if (/^91[6-9]\d{9}$/.test(digits)) e164 = `+${digits}`;
      else if (/^\+[1-9]\d{7,14}$/.test(digits)) e164 = digits;
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: s.phoneInvalid });
        return z.NEVER;
      }
      return e164;
    });

export const year = () => z.coerce.number({ error: s.invalidYear }).int(s.invalidYear).min(2000, s.invalidYear).max(2100, s.invalidYear);
export const optionalYear = () => z.preprocess((v) => blankToUndefined(trimmed(v)), year().optional()).transform((v) => v ?? null);
