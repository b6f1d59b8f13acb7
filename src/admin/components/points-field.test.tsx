// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { factsPayload, pointsFromFacts, pointsFromTexts, textsPayload } from '../lib/point-items';
import type { FieldSpec } from '../lib/resource';
import type { FormValues } from '../lib/use-form';
import { FieldControl } from './form-controls';

afterEach(cleanup);

let latest: FormValues = {};

function Form({ spec, initial, errors = {} }: { spec: FieldSpec; initial: string; errors?: Record<string, string[]> }) {
  const [values, setValues] = useState<FormValues>({ [spec.name]: initial });
  latest = values;
  const form = {
    values,
    files: {},
    errors,
    setValue: (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    setFile: () => {},
  };
  return <FieldControl spec={spec} form={form} />;
}

const trusteePoints: FieldSpec = { name: 'points', label: 'Points', kind: 'points' };
const facts: FieldSpec = { name: 'facts', label: 'Points', kind: 'points', points: { head: 'Label', text: 'Text', sub: true } };
const group = (name: string) => screen.getByRole('group', { name });

describe('PointsField', () => {
  it('shows each point’s Hindi beside its English, adds a point and puts the focus in it', () => {
    render(<Form spec={trusteePoints} initial={pointsFromTexts(['Retired principal'], ['सेवानिवृत्त प्रधानाचार्य'])} />);
    const first = group('Point 1');
    expect((within(first).getByLabelText('English') as HTMLTextAreaElement).value).toBe('Retired principal');
    const hindi = within(first).getByLabelText('Hindi') as HTMLTextAreaElement;
    expect([hindi.value, hindi.getAttribute('lang')]).toEqual(['सेवानिवृत्त प्रधानाचार्य', 'hi']);

    fireEvent.click(screen.getByRole('button', { name: 'Add a point' }));
    const second = within(group('Point 2')).getByLabelText('English');
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole('status').textContent).toBe('Point 2 added.');
    fireEvent.change(second, { target: { value: 'Mentor' } });
    fireEvent.change(within(group('Point 2')).getByLabelText('Hindi'), { target: { value: 'मार्गदर्शक' } });
    expect(textsPayload(latest.points)).toEqual({ english: ['Retired principal', 'Mentor'], hindi: ['सेवानिवृत्त प्रधानाचार्य', 'मार्गदर्शक'] });
  });

  it('moves a point with its buttons, the focus staying on a button of the moved point, and removes one', () => {
    render(<Form spec={trusteePoints} initial={pointsFromTexts(['One', 'Two', 'Three'], ['एक', 'दो'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move up (point 2)' }));
    expect(textsPayload(latest.points)).toEqual({ english: ['Two', 'One', 'Three'], hindi: ['दो', 'एक'] });
    // At the top, Move up is disabled: the focus is on the point's Move down.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down (point 1)' }));
    expect(screen.getByRole('button', { name: 'Move up (point 1)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Point 2 moved to place 1.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove (point 2)' }));
    expect(textsPayload(latest.points)).toEqual({ english: ['Two', 'Three'], hindi: ['दो'] });
    // The focus goes to the point now in its place.
    expect(document.activeElement).toBe(within(group('Point 2')).getByLabelText('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove (point 2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove (point 1)' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a point' }));
    expect(screen.getByText('No points yet.')).toBeTruthy();
  });

  it('edits a program’s facts: a label and a text, each with its Hindi, and sub-points added, moved and removed', () => {
    render(
      <Form
        spec={facts}
        initial={pointsFromFacts([{ label: 'Daily schedule', text: 'A full day:', sub_points: ['Classes'], sub_points_hi: ['कक्षाएँ'] }])}
      />,
    );
    const fact = group('Point 1');
    fireEvent.change(within(fact).getByLabelText('Label (Hindi)'), { target: { value: 'दिनचर्या' } });
    const subs = within(fact).getByRole('group', { name: 'Sub-points of point 1' });
    fireEvent.click(within(subs).getByRole('button', { name: 'Add a sub-point (point 1)' }));
    const added = within(subs).getByLabelText('Sub-point 2');
    expect(document.activeElement).toBe(added);
    fireEvent.change(added, { target: { value: 'Tutorials' } });
    fireEvent.click(within(subs).getByRole('button', { name: 'Move up (sub-point 2 of point 1)' }));
    expect(factsPayload(latest.facts)).toEqual([
      {
        label: 'Daily schedule',
        text: 'A full day:',
        sub_points: ['Tutorials', 'Classes'],
        label_hi: 'दिनचर्या',
        text_hi: '',
        sub_points_hi: ['', 'कक्षाएँ'],
      },
    ]);
    fireEvent.click(within(subs).getByRole('button', { name: 'Remove (sub-point 2 of point 1)' }));
    expect(factsPayload(latest.facts)[0]?.sub_points).toEqual(['Tutorials']);
  });

  it('shows the errors of the list and of its Hindi beside it', () => {
    render(
      <Form spec={trusteePoints} initial={pointsFromTexts(['One'])} errors={{ points: ['Too long'], points_hi: ['Hindi too long'] }} />,
    );
    const list = screen.getByRole('group', { name: /^Points/ });
    const described = (list.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described.join(' ')).toContain('Too longHindi too long');
  });
});
