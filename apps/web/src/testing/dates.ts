import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, MONTH_FORMAT } from '../components/dates/pickers';

type Label = string | RegExp;

/** The picker's own input, found through its label as a person finds the field. */
export function dateInput(label: Label, container?: HTMLElement): HTMLInputElement {
  const scope = container ? within(container) : screen;
  const labelElement = scope.getByText(label, { selector: 'label' }) as HTMLLabelElement;
  const input = document.getElementById(labelElement.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No date picker labelled ${String(label)}`);
  return input;
}

/** Types a month ('2026-11'), a date ('2026-11-20') or a date and time ('2026-11-20T07:00') into the picker labelled `label`, as the picker writes it. */
export function typeDate(label: Label, iso: string, container?: HTMLElement) {
  const format = iso.length === 7 ? MONTH_FORMAT : iso.includes('T') ? DATE_TIME_FORMAT : DATE_FORMAT;
  const shown = dayjs(iso).format(format);
  fireEvent.change(dateInput(label, container), { target: { value: shown } });
}
