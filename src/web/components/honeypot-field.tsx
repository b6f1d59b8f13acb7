import { HONEYPOT_FIELD } from '../../shared/constants';

/** The field only bots fill in: off screen, out of the tab order and the accessibility tree. */
export function HoneypotField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
