// A labelled text box across the form's width, for the privacy screens' own forms (a breach's
// notice, a retention reason), in English or in Hindi.
export function TextBox(props: { id: string; label: string; value: string; onChange: (v: string) => void; max: number; lang?: 'hi' }) {
  return (
    <div className="form__wide">
      <label htmlFor={props.id}>{props.label}</label>
      <textarea
        id={props.id}
        lang={props.lang}
        rows={props.max > 1000 ? 4 : 3}
        maxLength={props.max}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
