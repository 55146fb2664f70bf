import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import i18n from '../../app/i18n';
import { renderRoutes } from '../../testing/render';
import { dateInput, typeDate } from '../../testing/dates';
import dayjs from 'dayjs';
import { FormDateField } from './FormDateField';
import { formValueOf, MonthInput, NOT_A_DATE } from './pickers';
import { useState } from 'react';

const schema = z.object({ day: z.union([z.iso.date({ error: 'animals.dateInvalid' }), z.literal('')], { error: 'animals.dateInvalid' }) });

function DayForm({ initial = '', withTime = false }: { initial?: string; withTime?: boolean }) {
  const { control } = useForm({ defaultValues: { day: initial }, resolver: zodResolver(schema), mode: 'onChange' });
  const day = useWatch({ control, name: 'day' });
  return (
    <>
      <FormDateField control={control} name="day" label="Birth date" withTime={withTime} />
      <output data-testid="held">{day}</output>
    </>
  );
}

function MonthForm() {
  const [month, setMonth] = useState('2026-05');
  return (
    <>
      <MonthInput value={month} onChange={setMonth} field={{ label: 'From month' }} />
      <output data-testid="held">{month}</output>
    </>
  );
}

const show = (props: { initial?: string; withTime?: boolean } = {}) => renderRoutes([{ path: '/', element: <DayForm {...props} /> }], '/');
const held = () => screen.getByTestId('held').textContent;
const sections = () => screen.getAllByRole('spinbutton').map((section) => section.textContent);

afterEach(() => i18n.changeLanguage('en'));

describe('the one date picker', () => {
  it('shows a day DD/MM/YYYY whatever the browser’s locale and holds it YYYY-MM-DD', async () => {
    show({ initial: '2026-11-23' });
    await screen.findByText('Birth date', { selector: 'label' });
    expect(sections()).toEqual(['23', '11', '2026']);
    expect(dateInput('Birth date').value).toBe('23/11/2026');
    typeDate('Birth date', '2025-01-15');
    expect(held()).toBe('2025-01-15');
  });

  it('holds a day typed that does not exist as not a date, which the schema refuses, not as an empty field', () => {
    expect(formValueOf(dayjs('2026-02-31', 'YYYY-MM-DD', true), 'YYYY-MM-DD')).toBe(NOT_A_DATE);
    expect(schema.safeParse({ day: NOT_A_DATE }).error?.issues[0]?.message).toBe('animals.dateInvalid');
    expect(formValueOf(null, 'YYYY-MM-DD')).toBe('');
    expect(formValueOf(dayjs('2026-02-28'), 'YYYY-MM-DD')).toBe('2026-02-28');
  });

  it('shows a month MM/YYYY, opens on the months in the reader’s language, and holds it YYYY-MM', async () => {
    renderRoutes([{ path: '/', element: <MonthForm /> }], '/');
    await screen.findByText('From month', { selector: 'label' });
    expect(sections()).toEqual(['05', '2026']);
    await i18n.changeLanguage('es');
    fireEvent.click(await screen.findByRole('button', { name: /^Elig/ }));
    expect(await screen.findByRole('radio', { name: 'mayo', checked: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'enero' }));
    expect(held()).toBe('2026-01');
    typeDate('From month', '2025-12');
    expect(held()).toBe('2025-12');
  });

  it('writes a time on the 12-hour clock in both languages, and holds the wall clock', async () => {
    show({ initial: '2026-11-23T19:05', withTime: true });
    await screen.findByText('Birth date', { selector: 'label' });
    expect(sections()).toEqual(['23', '11', '2026', '07', '05', 'PM']);
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('button', { name: /^Elig/ })).toBeTruthy();
    expect(sections()).toEqual(['23', '11', '2026', '07', '05', 'PM']);
    typeDate('Birth date', '2026-12-01T06:30');
    expect(held()).toBe('2026-12-01T06:30');
  });
});
