// The camps a coordinator may work on, as a checklist (none chosen: every camp), with the
// schema's errors under it: shared by the approval and the account dialogs.
import { useId } from 'react';
import { campLabel, useCamps } from '../api/camps';
import { m } from '../lib/messages';
import './camp-checklist.css';

export function CampChecklist(props: {
  legend: string;
  hint: string;
  chosen: number[];
  onChange: (chosen: number[]) => void;
  errors?: string[];
}) {
  const camps = useCamps();
  const hintId = useId();
  const { chosen, onChange } = props;
  return (
    <fieldset className="field checklist" aria-describedby={hintId}>
      <legend className="field__label">
        {props.legend} <span className="field__optional">{m.optional}</span>
      </legend>
      <p id={hintId} className="field__hint">
        {props.hint}
      </p>
      {camps.data?.map((c) => (
        <label key={c.id} className="checklist__item">
          <input
            type="checkbox"
            checked={chosen.includes(c.id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))}
          />
          {campLabel(c)}
        </label>
      ))}
      {props.errors && (
        <ul className="field__errors">
          {props.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
